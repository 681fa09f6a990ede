// Next.js writes next-env.d.ts per build folder, so it is not committed; these are its stable parts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
