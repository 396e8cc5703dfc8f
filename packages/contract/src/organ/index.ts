export * from './credit-code';
export * from './organ-conf-keys';
export * from './organ-profile.resource';
export * from './organ-profile.messages';
