import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldInputProps } from '../resources/define-resource';

/**
 * A field control fetched when a form first shows it: a screen whose resource has no such field
 * (or whose form is never opened) does not load it. Until it arrives the field shows nothing.
 */
const lazyInput = <P extends FieldInputProps>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> => {
  const Control = lazy(async () => ({ default: await load() }));
  const Input = (props: P) => (
    <Suspense fallback={null}>
      <Control {...props} />
    </Suspense>
  );
  Input.displayName = `Lazy(${name})`;
  return Input;
};

/** The file bank's picture input (its chooser, Upload, Image): about 20 kB gzip. */
export const LazyImageUrlInput = lazyInput(
  'ImageUrlInput',
  async () => (await import('./file-bank/image-url-input')).ImageUrlInput,
);

/** antd's colour picker: about 19 kB gzip. */
export const LazyColorInput = lazyInput(
  'ColorInput',
  async () => (await import('./color-input')).ColorInput,
);
