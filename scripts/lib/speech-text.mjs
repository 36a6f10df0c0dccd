// Known English text for long speech fixtures (espeak-ng reads it), shared by
// the browser tests and the bench so both grade the local speech model on the
// same words. About 33 seconds when spoken at 150 words a minute.
export const LONG_EN =
  'Most videos lose their audience in the first three seconds. ' +
  'So start with the answer, not the question. ' +
  'Show the result first, then explain how you got there. ' +
  'People remember stories better than lists of facts. ' +
  'Use short sentences and speak to one person at a time. ' +
  'Every clip needs a single idea that someone could share with a friend. ' +
  'Cut the pauses, keep the energy, and end with a clear next step. ' +
  'Finally, post at the same time every week so your viewers know when to come back.';
