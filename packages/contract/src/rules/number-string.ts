/** Optional sign, an integer part, an optional decimal part (console.md §5). */
const NUMBER_STRING = /^[+-]?\d+(\.\d+)?$/;

export const isNumberString = (value: string): boolean => NUMBER_STRING.test(value);
