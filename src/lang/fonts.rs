//! The game's fonts, built into the binary (`assets/fonts/`, SIL Open Font License): Cabin
//! for text, EB Garamond for headings, and Noto Sans CJK JP cut to JIS X 0208
//! (`assets/fonts/make_cjk_subset.py`) for Japanese. The panels (egui) and the scene's
//! painted labels (the 3D name plates) draw from the same bytes.

/// Cabin Regular (OpenType): the panels' text and the name plates.
pub static CABIN: &[u8] = include_bytes!("../../assets/fonts/Cabin-Regular.otf");

/// EB Garamond 12 Regular (OpenType): headings.
pub static GARAMOND: &[u8] = include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf");

/// Noto Sans CJK JP, JIS X 0208 subset (OpenType): Japanese, behind the other two.
pub static NOTO_JP: &[u8] = include_bytes!("../../assets/fonts/NotoSansJP-Subset.otf");
