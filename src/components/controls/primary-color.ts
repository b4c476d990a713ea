/** The filled shade of the theme's primary colour (build-theme.ts names the palette `brand`). */
export const PRIMARY_FILLED = 'var(--mantine-color-brand-filled)'
