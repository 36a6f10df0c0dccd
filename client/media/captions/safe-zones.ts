// The zones live in src/common (decision 088): the viral predictor checks text against the same table.
export * from '@src/common/safe-zones';
