// Physical constants, exact by SI definition (BIPM SI Brochure, 9th ed., 2019) unless noted.

/** Speed of light in vacuum, m/s (exact). */
export const SPEED_OF_LIGHT = 299_792_458;

/** Impedance of free space, Ω (CODATA 2018: μ0·c; no longer exact since 2019). */
export const FREE_SPACE_IMPEDANCE = 376.730313668;

/** Millimetres in one mil (exact, NIST SP 811 B.8). */
export const MM_PER_MIL = 0.0254;
