// The console's theme and the storefront widgets measure contrast the same way (issue 22).
export { contrastRatio, luminance, parseHex, readableShade, tint } from '@retail/widgets/contrast';
