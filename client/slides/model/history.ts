// The carousel's history is the editor kernel's, over carousel documents.
import type { CarouselDocument } from '@src/common/contracts/carousel';
import type { History as KernelHistory } from '@client/editor/history';

export { HISTORY_LIMIT, perform, redo, seal, startHistory, undo } from '@client/editor/history';
export type History = KernelHistory<CarouselDocument>;
