// The shell's parts that every page loads once idle (later-parts.tsx), in one module: one request, not three (issue 21).
export { ShellSidebar } from './ShellSidebar';
export { RegionPickers } from './RegionPickers';
export { ShellCookieNotice } from './ShellCookieNotice';
