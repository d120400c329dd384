/** Student Privacy: a person's data: subject access exports and erasure (issue 36). */
export function SubjectRequestsSection(_: { districtId: string }) {
  return null;
}
