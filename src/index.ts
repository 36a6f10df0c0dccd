// The Worker's entry: no logic here, see app.ts.
import { app } from './app';

export default {
  fetch: app.fetch,
};
