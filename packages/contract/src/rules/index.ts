export * from './abbreviate';
export * from './date-presets';
export * from './date-string';
export * from './link';
export * from './number-string';
export * from './return-type';
export * from './time-ago';
