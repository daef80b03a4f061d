/** A photo that loads without a network (a green gradient portrait), for avatar stories. */
export const SAMPLE_PHOTO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='%2322c55e'/><stop offset='1' stop-color='%23065f46'/></linearGradient></defs><rect width='64' height='64' fill='url(%23g)'/><circle cx='32' cy='26' r='12' fill='%23ecfdf5'/><path d='M10 60c2-12 12-18 22-18s20 6 22 18' fill='%23ecfdf5'/></svg>";
