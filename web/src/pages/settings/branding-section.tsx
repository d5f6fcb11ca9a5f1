/** Being built (issue 13): replaced by the Branding section. */
export function BrandingSection() {
  return null;
}
