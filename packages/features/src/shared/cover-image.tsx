/**
 * A decorative picture of what a card links to (a course's cover, a lecture's poster): no text of
 * its own (the card's title names it), loaded when near the screen, grey while it comes.
 */
export function CoverImage({ src, className }: { src: string; className: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={`bg-muted w-full object-cover ${className}`}
    />
  );
}
