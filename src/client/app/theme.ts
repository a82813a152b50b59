import { Anchor, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Dark blue around #1e3a8a (shade 8). The filled shade 6 keeps white text at 5.0:1 and the
// button itself at 3.1:1 against the dark body; shade 4, which dark-scheme links use, is 5.2:1.
const brand: MantineColorsTuple = [
  '#eef1fc',
  '#d4ddf7',
  '#aebeef',
  '#97aeed',
  '#7493e7',
  '#587cdf',
  '#3c67dd',
  '#2c4fba',
  '#1e3a8a',
  '#172c6e',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  components: {
    // A link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

// Mantine's dimmed text (dark-2) is 4.0:1 on the body and 3.5:1 on cards, under AA; dark-1 is
// 7.8:1 and 6.8:1. Its placeholder (dark-3, #5c5f66) is 2.3:1 on an input (dark-6): a date
// picker's placeholder is text axe checks. #a0a0a0 is 5.2:1 on the input, still fainter than a value (dark-0).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-placeholder': '#a0a0a0' },
});
