import type { Resource, Row } from './define-resource';

/** Placeholder until the export contract lands: no export button. */
export const ExportButton = (_props: { resource: Resource; body: Row }) => null;
