export const LONG_EN: string;
