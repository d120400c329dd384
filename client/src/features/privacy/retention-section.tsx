/** Student Privacy: retention rules and the preview of tonight's run (issue 36). */
export function RetentionSection(_: { districtId: string }) {
  return null;
}
