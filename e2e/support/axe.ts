import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the page under test (issue 22): the serious and critical violations of the page,
// or of the part of it under a selector. Used by the accessibility sweep of every screen and
// by the browser tests of screens that only show their content after some work (the page
// builder with a page designed on it).

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts that fail a test. */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export type Finding = {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
};

const injectAxe = async (page: Page): Promise<void> => {
  const present = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol: the console's CSP (script-src 'self') refuses an
  // inline script tag, not this.
  if (!present) await page.evaluate(AXE_SOURCE);
};

/** Runs axe on the page (or under `include`); resolves with its serious and critical findings. */
export const axeFindings = async (
  page: Page,
  where: string,
  include?: string,
): Promise<Finding[]> => {
  await injectAxe(page);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, include ?? null);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact,
      targets: violation.targets,
      help: violation.help,
    }));
};

/** Findings as a failure message: each by place, rule and the first targets. */
export const axeReport = (findings: Finding[]): string =>
  findings
    .map(
      (finding) =>
        `${finding.where}: ${finding.rule} (${finding.impact}, ${finding.help}) ×${finding.targets.length}\n` +
        finding.targets
          .slice(0, 8)
          .map((target) => `    ${target}`)
          .join('\n'),
    )
    .join('\n');
