import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(values: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : contractOf(value as object)]),
  ) as Contract<T>;
}

/** The theme's CSS variables (`vars.color.primary`, `vars.space.medium`, …). */
export const vars = createThemeContract(contractOf(tokens));

createGlobalTheme(':root', vars, tokens);
