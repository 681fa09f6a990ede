// A rating as stars: the glyphs are decoration (the nearest whole star), the words say the value,
// so a screen reader hears "4 out of 5" and never "black star, black star…".

const STARS = [1, 2, 3, 4, 5] as const;

export function VoiceStars({
  rating,
  label,
  size = "base",
}: {
  rating: number;
  label: string;
  size?: "base" | "large";
}) {
  const filled = Math.round(rating);
  return (
    <span className={`inline-flex items-center ${size === "large" ? "text-2xl" : "text-base"}`}>
      <span aria-hidden="true" className="tracking-tight text-amber-700" data-stars={filled}>
        {STARS.map((star) => (star <= filled ? "★" : "☆")).join("")}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
