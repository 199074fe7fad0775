//! Modes for developers: `en-garde textures DIR` writes the procedural textures as PNG
//! files, to look at them.

use crate::scene::textures::previews;
use std::path::Path;
use std::process::ExitCode;

/// `en-garde textures DIR`: every texture of [`previews`] as `DIR/NAME.png`, one line per
/// file written. Exits 2 with a sentence if DIR is not a folder or a file cannot be
/// written (the files written before it stay).
pub fn textures(dir: &Path) -> ExitCode {
    if !dir.is_dir() {
        eprintln!("en-garde textures: {} is not a folder", dir.display());
        return ExitCode::from(2);
    }
    for p in previews() {
        let path = dir.join(format!("{}.png", p.name));
        if let Err(e) = write_png(&path, p.width, p.height, &p.rgba) {
            eprintln!("en-garde textures: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
        println!("{} ({} × {})", path.display(), p.width, p.height);
    }
    ExitCode::SUCCESS
}

/// Writes RGBA8 pixels (`width × height × 4` bytes) as an sRGB PNG.
fn write_png(path: &Path, width: u32, height: u32, rgba: &[u8]) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(rgba).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())
}
