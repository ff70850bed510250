/** The Export menu; wired to ds-menu and the shared export helpers once they land (branch tools-menu). */
export function IconExportMenu(_props: { dots: readonly number[] }) {
  return null;
}
