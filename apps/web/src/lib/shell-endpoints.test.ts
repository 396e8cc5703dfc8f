import { describe, expect, it } from 'vitest';
import {
  authEndpoints,
  dictionaryEndpoints,
  organEndpoints,
  statisticsEndpoints,
  systemSettingEndpoints,
} from '@retail/contract';
import { shellEndpoints } from './shell-endpoints';

describe('shell endpoints', () => {
  it('are the method, path and kind of the contract’s definitions, as plain data', () => {
    const groups = {
      auth: authEndpoints,
      dictionary: dictionaryEndpoints,
      organ: organEndpoints,
      statistics: statisticsEndpoints,
      systemSetting: systemSettingEndpoints,
    };
    expect(Object.keys(shellEndpoints).sort()).toEqual(Object.keys(groups).sort());
    for (const [name, group] of Object.entries(groups)) {
      const outlines = shellEndpoints[name as keyof typeof groups];
      expect(Object.keys(outlines).sort()).toEqual(Object.keys(group).sort());
      for (const [key, def] of Object.entries(group)) {
        const outline = outlines[key as keyof typeof outlines];
        expect(outline).toEqual({ method: def.method, path: def.path, kind: def.kind });
      }
    }
    // What the build writes as literals (build-time-data.ts): JSON keeps it whole.
    expect(JSON.parse(JSON.stringify(shellEndpoints))).toEqual(shellEndpoints);
  });
});
