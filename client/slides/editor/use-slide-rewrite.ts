// A slide's heading and body written again by the AI layer (the carousel's paid
// slide rewrite, 1 credit, in the kit's voice): the first slide as a hook, the
// last as a call to action, the rest as points; each try asks for another version.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionKey } from '@client/lib/action-key';
import { useRewriteSlide } from '../api';
import * as cmd from '../model/commands';
import type { SlideEditor } from './use-slide-editor';

export function useSlideRewrite(
  org: string,
  editor: Pick<SlideEditor, 'doc' | 'slide' | 'index' | 'run' | 'seal'>,
  topic: string,
  onDone: () => void,
) {
  const { i18n } = useTranslation();
  const rewrite = useRewriteSlide(org);
  const attempts = useRef(new Map<string, number>());
  const key = useActionKey();
  const { doc, slide, index, run } = editor;
  const go = () => {
    const { heading, body } = cmd.slideTexts(slide);
    if (!heading && !body) return;
    const role = index === 0 ? 'hook' : index === doc.slides.length - 1 ? 'cta' : 'body';
    const attempt = attempts.current.get(slide.id) ?? 0;
    const req = {
      topic: topic.slice(0, 200) || '-',
      role,
      heading: heading?.type === 'text' ? heading.text : '',
      body: body?.type === 'text' ? body.text : '',
      locale: i18n.language === 'en' ? 'en' : 'pt-BR',
      kitId: doc.brand?.kitId ?? null,
      attempt,
    } as const;
    rewrite.mutate(
      { req, idempotencyKey: key.for([org, req]) },
      {
        onSuccess: (res) => {
          key.done();
          attempts.current.set(slide.id, attempt + 1);
          // Both texts change in one undo step.
          const merge = `rewrite:${slide.id}:${attempt}`;
          if (heading) run(cmd.updateElement(slide.id, heading.id, { text: res.text.heading }, merge));
          if (body) run(cmd.updateElement(slide.id, body.id, { text: res.text.body }, merge));
          editor.seal();
          onDone();
        },
      },
    );
  };
  return { running: rewrite.isPending, run: go };
}
