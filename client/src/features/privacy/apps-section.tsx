/** Student Privacy: apps in use and their vendor agreements (issue 36). */
export function AppsSection(_: { districtId: string }) {
  return null;
}
