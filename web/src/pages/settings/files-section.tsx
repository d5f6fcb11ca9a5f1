/** Being built (issue 13): replaced by the Files section. */
export function FilesSection() {
  return null;
}
