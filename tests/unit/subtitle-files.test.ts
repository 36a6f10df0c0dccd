// The one SRT/WebVTT reader (decision 097): what the upload accepts, what the
// library preview and the share page show.
import { describe, expect, it } from 'vitest';
import { languageFromName, parseSubtitles, readableTime, subtitleFormat } from '../../src/common/subtitle-files';
import { toSrt, toVtt } from '../../client/media/transcript/subtitles';
import { declaredType, kindOf, precheck } from '../../src/common/contracts/media';
import { limitProblem } from '../../src/common/contracts/publish-limits';
import { sameFamily, sniffSubtitles } from '../../src/features/media/sniff';

describe('subtitleFormat', () => {
  it('knows WebVTT by its first line and SRT by a number then a timing', () => {
    expect(subtitleFormat('WEBVTT\n\n00:01.000 --> 00:02.000\nOi')).toBe('vtt');
    expect(subtitleFormat('\ufeffWEBVTT - legendas\r\n')).toBe('vtt');
    expect(subtitleFormat('\n\n1\r\n00:00:01,000 --> 00:00:02,000\r\nOi\r\n')).toBe('srt');
    expect(subtitleFormat('\ufeff1\n00:00:01.000 --> 00:00:02.000\nOi')).toBe('srt');
  });

  it('refuses what only looks close', () => {
    for (const text of [
      '',
      'WEBVTTX',
      ' WEBVTT',
      'webvtt',
      '1\nOi',
      'a\n00:00:01,000 --> 00:00:02,000',
      '00:00:01,000 --> 00:00:02,000\nOi',
      '1\n00:00:01 --> 00:00:02',
    ])
      expect(subtitleFormat(text), JSON.stringify(text)).toBeNull();
  });
});

describe('parseSubtitles', () => {
  it('reads back what the subtitles tool writes', () => {
    const cues = [
      { startMs: 1000, endMs: 2500, text: 'Bom dia', words: [] },
      { startMs: 3_723_004, endMs: 3_724_000, text: 'Duas\nlinhas', words: [] },
    ];
    for (const text of [toSrt(cues), toVtt(cues)])
      expect(parseSubtitles(text)!.cues).toEqual(cues.map(({ startMs, endMs, text: t }) => ({ startMs, endMs, text: t })));
  });

  it('drops markup, names voices, reads entities, skips NOTE and STYLE blocks and keeps the header language', () => {
    const parsed = parseSubtitles(
      'WEBVTT\nKind: captions\nLanguage: en-US\n\nNOTE nada\n\nSTYLE\n::cue { color: red }\n\nintro\n00:01.5 --> 00:02.000 align:start\n<v.loud Ana>Oi &amp; <b>tchau</b>\n',
    )!;
    expect(parsed).toEqual({ format: 'vtt', language: 'en-US', cues: [{ startMs: 1500, endMs: 2000, text: 'Ana: Oi & tchau' }] });
    expect(parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Topo</i>\n\n2\n00:00:03,000 --> 00:00:04,000\n')!.cues).toEqual([
      { startMs: 1000, endMs: 2000, text: 'Topo' },
      { startMs: 3000, endMs: 4000, text: '' },
    ]);
    expect(parseSubtitles('not subtitles')).toBeNull();
  });
});

describe('sniffSubtitles', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('takes UTF-8 SRT and WebVTT, with or without a BOM', () => {
    expect(sniffSubtitles(bytes('\ufeff1\n00:00:01,000 --> 00:00:02,000\nOlá\n'))).toBe('application/x-subrip');
    expect(sniffSubtitles(bytes('WEBVTT\n\n00:01.000 --> 00:02.000\nOlá\n'))).toBe('text/vtt');
  });
  it('refuses a PNG, Latin-1, a NUL, and keeps SRT and WebVTT apart', () => {
    expect(sniffSubtitles(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(sniffSubtitles(Uint8Array.from('1\n00:00:01,000 --> 00:00:02,000\nol\xe1', (c) => c.charCodeAt(0)))).toBeNull();
    expect(sniffSubtitles(bytes('WEBVTT\n\0'))).toBeNull();
    expect(sameFamily('application/x-subrip', 'text/vtt')).toBe(false);
  });
});

describe('around the reader', () => {
  it('times for a reader, language from a name', () => {
    expect(readableTime(63_004)).toBe('1:03');
    expect(readableTime(3_723_004)).toBe('1:02:03');
    expect(readableTime(0)).toBe('0:00');
    expect(languageFromName('aula.pt-BR.srt')).toBe('pt-BR');
    expect(languageFromName('aula.en.vtt')).toBe('en');
    expect(languageFromName('aula.srt')).toBeNull();
  });

  it('a .srt or .vtt is named by its extension whatever odd type the browser gives; 2 MiB at most', () => {
    for (const type of ['', 'application/octet-stream', 'text/plain', 'application/x-srt'])
      expect(declaredType('Aula.SRT', type)).toBe('application/x-subrip');
    expect(declaredType('aula.vtt', '')).toBe('text/vtt');
    expect(declaredType('foto.png', '')).toBe('image/png');
    expect(declaredType('notas.txt', 'text/plain')).toBe('text/plain');
    expect(kindOf('text/vtt')).toBe('subtitles');
    expect(precheck('application/x-subrip', 2 * 1024 * 1024)).toBeNull();
    expect(precheck('application/x-subrip', 2 * 1024 * 1024 + 1)).toBe('upload_too_large');
  });

  it('no network publishes subtitles, alone or beside a video', () => {
    const subs = { kind: 'subtitles' as const, size: 100, durationMs: null, width: null, height: null, contentType: 'text/vtt' };
    const video = { kind: 'video' as const, size: 100, durationMs: 60_000, width: 1080, height: 1920, contentType: 'video/mp4' };
    for (const network of ['youtube', 'tiktok', 'instagram', 'linkedin', 'test'] as const) {
      expect(limitProblem(network, [subs], 'T')).toBe('publish_limit_subtitles');
      expect(limitProblem(network, [video, subs], '')).toBe('publish_limit_subtitles');
    }
  });
});
