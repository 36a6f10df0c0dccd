// The words every tool says alike about its projects, in both languages. A tool's
// message namespace spreads them in, so the projects page, its dialogs and the
// editor's header read them under the same keys in every tool (decision 029); a
// tool that says one of them its own way writes that key after the spread.
import type { Locale } from '@src/common/locales';

const listPt = {
  search: 'Buscar por nome',
  sort: 'Ordenar',
  sorts: { updated: 'Editados por último', created: 'Criados por último', name: 'Nome' },
  open: 'Abrir {{name}}',
  actions: 'Ações de {{name}}',
  rename: 'Renomear',
  duplicate: 'Duplicar',
  copyOf: 'Cópia de {{name}}',
  delete: 'Excluir',
  name: 'Nome',
  save: 'Salvar',
};

/** The projects page's search, sort and card menu. */
export const LIST_WORDS: Record<Locale, typeof listPt> = {
  'pt-BR': listPt,
  en: {
    search: 'Search by name',
    sort: 'Sort',
    sorts: { updated: 'Last edited', created: 'Last created', name: 'Name' },
    open: 'Open {{name}}',
    actions: 'Actions for {{name}}',
    rename: 'Rename',
    duplicate: 'Duplicate',
    copyOf: 'Copy of {{name}}',
    delete: 'Delete',
    name: 'Name',
    save: 'Save',
  },
};

const projectPt = {
  loading: 'Carregando projetos…',
  newProject: 'Novo projeto',
  noResults: 'Nenhum projeto com esse nome',
  renamed: 'Projeto renomeado',
  duplicated: 'Projeto duplicado',
  deleteTitle: 'Excluir projeto',
  deleted: 'Projeto excluído',
  created: 'Projeto criado',
};

/** A tool whose projects are called just "projects" (the video tools). */
export const PROJECT_WORDS: Record<Locale, typeof projectPt> = {
  'pt-BR': projectPt,
  en: {
    loading: 'Loading projects…',
    newProject: 'New project',
    noResults: 'No project by that name',
    renamed: 'Project renamed',
    duplicated: 'Project duplicated',
    deleteTitle: 'Delete project',
    deleted: 'Project deleted',
    created: 'Project created',
  },
};

const editorPt = {
  saveStates: {
    saved: 'Salvo',
    unsaved: 'Alterações não salvas',
    saving: 'Salvando…',
    conflict: 'Editado em outro lugar',
    failed: 'Falha ao salvar',
  },
  retry: 'Tentar de novo',
  undo: 'Desfazer',
  redo: 'Refazer',
};

/** An editor's header: where the autosave is, and undo / redo. */
export const EDITOR_WORDS: Record<Locale, typeof editorPt> = {
  'pt-BR': editorPt,
  en: {
    saveStates: { saved: 'Saved', unsaved: 'Unsaved changes', saving: 'Saving…', conflict: 'Edited elsewhere', failed: 'Could not save' },
    retry: 'Try again',
    undo: 'Undo',
    redo: 'Redo',
  },
};

const exportPt = {
  saving: 'Salvando na biblioteca: {{percent}}%',
  download: 'Baixar MP4',
  cancel: 'Cancelar',
};

/** A video export's status (useVideoExport): saving to the library, the download, cancel. */
export const EXPORT_WORDS: Record<Locale, typeof exportPt> = {
  'pt-BR': exportPt,
  en: { saving: 'Saving to the library: {{percent}}%', download: 'Download MP4', cancel: 'Cancel' },
};
