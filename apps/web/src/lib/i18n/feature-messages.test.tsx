// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineMessages, textOf, useMessages } from './feature-messages';
import { setLocale } from './index';

const demo = defineMessages('demoFeature', {
  en: { greet: 'Hello {{name}}', nested: { bye: 'Bye' } },
  zh: { greet: '你好 {{name}}', nested: { bye: '再见' } },
  es: { greet: 'Hola {{name}}', nested: { bye: 'Adiós' } },
});

const Greeting = () => {
  const t = useMessages(demo);
  return (
    <p>
      {t('greet', { name: 'Ana' })} / {t('nested.bye')}
    </p>
  );
};

describe('feature messages', () => {
  // The language is the worker's: an earlier file may have left another one.
  beforeEach(async () => {
    await setLocale('en');
  });
  afterEach(async () => {
    await setLocale('en');
  });

  it('renders a feature text and follows a language switch', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Ana / Bye')).toBeTruthy();
    await act(() => setLocale('es'));
    expect(screen.getByText('Hola Ana / Adiós')).toBeTruthy();
  });

  it('translates outside React in the current language', async () => {
    await setLocale('zh');
    expect(textOf(demo)('nested.bye')).toBe('再见');
  });
});
