import type { ComponentType } from 'react';
import { type Resource, type ResourceKey, resources } from '@retail/contract';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';

const screens = new Map<string, ComponentType>();

/** The list screen of a registry resource, made once per key. */
export const registryScreenOf = (key: string): ComponentType => {
  const made = screens.get(key);
  if (made) return made;
  const screen = resourceScreen(registryResource(resources[key as ResourceKey] as Resource));
  screens.set(key, screen);
  return screen;
};
