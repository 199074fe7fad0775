//! Procedural textures of the scenery, drawn in code: the piste's numbered spaces, the
//! hall's floor boards and plaster, a small anti-aliased stroke font ([`paint_text`]) for
//! numbers on any RGBA8 buffer (the card faces use it too), and the name plates, painted
//! with the panels' fonts in the player's language ([`paint_font_text`]). Every function is pure and deterministic: the same arguments give the same
//! pixels. Images come with their mipmaps, built here, because Bevy makes none for images
//! made at run time and without them wood grain and painted digits shimmer.

use bevy::asset::RenderAssetUsages;
use bevy::image::{Image, ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// An RGBA8 colour, straight (not premultiplied) alpha, sRGB.
pub type Rgba = [u8; 4];

/// Width of a glyph of [`paint_text`] as a fraction of its height (the advance adds
/// [`GLYPH_GAP`]).
pub const GLYPH_WIDTH: f32 = 0.6;
/// Space between two glyphs, as a fraction of the text height.
pub const GLYPH_GAP: f32 = 0.22;
/// Stroke width of [`paint_text`] as a fraction of the text height.
pub const STROKE: f32 = 0.14;

/// Where a line of text of [`paint_text`] is anchored horizontally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// `x` is the left edge of the first glyph.
    Left,
    /// `x` is the middle of the text.
    Centre,
    /// `x` is the right edge of the last glyph.
    Right,
}

/// A point of a glyph in its box: x in 0..=[`GLYPH_WIDTH`]·(1/0.6), y in 0..=1 downwards.
type Pt = (f32, f32);

/// Points on an ellipse arc around (`cx`, `cy`) from angle `a0` to `a1` in degrees
/// (0 = right, 90 = up; the direction of travel is the sign of `a1 - a0`).
fn arc(cx: f32, cy: f32, rx: f32, ry: f32, a0: f32, a1: f32) -> Vec<Pt> {
    let n = (((a1 - a0).abs() / 15.0).ceil() as usize).max(2);
    (0..=n)
        .map(|i| {
            let a = (a0 + (a1 - a0) * i as f32 / n as f32).to_radians();
            (cx + rx * a.cos(), cy - ry * a.sin())
        })
        .collect()
}

/// Joins polyline parts into one polyline.
fn join(parts: &[Vec<Pt>]) -> Vec<Pt> {
    parts.concat()
}

/// The strokes (polylines) of a glyph in a 0.6 × 1 box, or `None` for a character the
/// font lacks. A space has no strokes.
fn glyph(c: char) -> Option<Vec<Vec<Pt>>> {
    let l = |pts: &[Pt]| pts.to_vec();
    let g = match c.to_ascii_uppercase() {
        ' ' => vec![],
        '0' => vec![arc(0.3, 0.5, 0.3, 0.5, 0.0, 360.0)],
        '1' => vec![l(&[(0.12, 0.2), (0.34, 0.0), (0.34, 1.0)]), l(&[(0.1, 1.0), (0.56, 1.0)])],
        '2' => vec![join(&[arc(0.3, 0.28, 0.28, 0.28, 160.0, -40.0), l(&[(0.0, 1.0), (0.6, 1.0)])])],
        '3' => vec![arc(0.3, 0.25, 0.26, 0.25, 150.0, -90.0), arc(0.3, 0.74, 0.3, 0.26, 90.0, -150.0)],
        '4' => vec![l(&[(0.46, 1.0), (0.46, 0.0), (0.0, 0.7), (0.6, 0.7)])],
        '5' => vec![join(&[l(&[(0.55, 0.0), (0.1, 0.0)]), arc(0.3, 0.67, 0.3, 0.33, 130.0, -150.0)])],
        '6' => vec![arc(0.3, 0.68, 0.3, 0.32, 0.0, 360.0), arc(0.62, 0.68, 0.62, 0.66, 95.0, 180.0)],
        '7' => vec![l(&[(0.0, 0.0), (0.6, 0.0), (0.2, 1.0)])],
        '8' => vec![arc(0.3, 0.25, 0.25, 0.25, 0.0, 360.0), arc(0.3, 0.73, 0.3, 0.27, 0.0, 360.0)],
        '9' => glyph('6')?.into_iter().map(|s| s.into_iter().map(|(x, y)| (0.6 - x, 1.0 - y)).collect()).collect(),
        'A' => vec![l(&[(0.0, 1.0), (0.3, 0.0), (0.6, 1.0)]), l(&[(0.1, 0.67), (0.5, 0.67)])],
        'B' => vec![join(&[
            l(&[(0.0, 1.0), (0.0, 0.0), (0.32, 0.0)]),
            arc(0.32, 0.24, 0.24, 0.24, 90.0, -90.0),
            l(&[(0.0, 0.48), (0.34, 0.48)]),
            arc(0.34, 0.74, 0.26, 0.26, 90.0, -90.0),
            l(&[(0.0, 1.0)]),
        ])],
        'C' => vec![arc(0.32, 0.5, 0.3, 0.5, 50.0, 310.0)],
        'D' => vec![join(&[
            l(&[(0.0, 0.0), (0.0, 1.0), (0.2, 1.0)]),
            arc(0.2, 0.5, 0.4, 0.5, -90.0, 90.0),
            l(&[(0.0, 0.0)]),
        ])],
        'E' => vec![l(&[(0.58, 0.0), (0.0, 0.0), (0.0, 1.0), (0.58, 1.0)]), l(&[(0.0, 0.5), (0.44, 0.5)])],
        'F' => vec![l(&[(0.58, 0.0), (0.0, 0.0), (0.0, 1.0)]), l(&[(0.0, 0.5), (0.44, 0.5)])],
        'G' => vec![join(&[arc(0.32, 0.5, 0.3, 0.5, 50.0, 345.0), l(&[(0.6, 0.56), (0.36, 0.56)])])],
        'H' => vec![l(&[(0.0, 0.0), (0.0, 1.0)]), l(&[(0.6, 0.0), (0.6, 1.0)]), l(&[(0.0, 0.5), (0.6, 0.5)])],
        'I' => vec![l(&[(0.3, 0.0), (0.3, 1.0)]), l(&[(0.1, 0.0), (0.5, 0.0)]), l(&[(0.1, 1.0), (0.5, 1.0)])],
        'J' => vec![join(&[l(&[(0.6, 0.0), (0.6, 0.7)]), arc(0.3, 0.7, 0.3, 0.3, 0.0, -180.0)])],
        'K' => vec![l(&[(0.0, 0.0), (0.0, 1.0)]), l(&[(0.6, 0.0), (0.0, 0.6)]), l(&[(0.2, 0.45), (0.6, 1.0)])],
        'L' => vec![l(&[(0.0, 0.0), (0.0, 1.0), (0.58, 1.0)])],
        'M' => vec![l(&[(0.0, 1.0), (0.0, 0.0), (0.3, 0.6), (0.6, 0.0), (0.6, 1.0)])],
        'N' => vec![l(&[(0.0, 1.0), (0.0, 0.0), (0.6, 1.0), (0.6, 0.0)])],
        'O' => vec![arc(0.3, 0.5, 0.32, 0.5, 0.0, 360.0)],
        'P' => vec![join(&[
            l(&[(0.0, 1.0), (0.0, 0.0), (0.32, 0.0)]),
            arc(0.32, 0.26, 0.26, 0.26, 90.0, -90.0),
            l(&[(0.0, 0.52)]),
        ])],
        'Q' => vec![arc(0.3, 0.5, 0.32, 0.5, 0.0, 360.0), l(&[(0.36, 0.7), (0.62, 1.02)])],
        'R' => vec![
            join(&[
                l(&[(0.0, 1.0), (0.0, 0.0), (0.32, 0.0)]),
                arc(0.32, 0.26, 0.26, 0.26, 90.0, -90.0),
                l(&[(0.0, 0.52)]),
            ]),
            l(&[(0.28, 0.52), (0.6, 1.0)]),
        ],
        'S' => vec![join(&[arc(0.3, 0.25, 0.28, 0.25, 20.0, 270.0), arc(0.3, 0.75, 0.3, 0.25, 90.0, -160.0)])],
        'T' => vec![l(&[(0.0, 0.0), (0.6, 0.0)]), l(&[(0.3, 0.0), (0.3, 1.0)])],
        'U' => vec![join(&[l(&[(0.0, 0.0), (0.0, 0.7)]), arc(0.3, 0.7, 0.3, 0.3, 180.0, 360.0), l(&[(0.6, 0.0)])])],
        'V' => vec![l(&[(0.0, 0.0), (0.3, 1.0), (0.6, 0.0)])],
        'W' => vec![l(&[(0.0, 0.0), (0.12, 1.0), (0.3, 0.4), (0.48, 1.0), (0.6, 0.0)])],
        'X' => vec![l(&[(0.0, 0.0), (0.6, 1.0)]), l(&[(0.6, 0.0), (0.0, 1.0)])],
        'Y' => vec![l(&[(0.0, 0.0), (0.3, 0.5), (0.6, 0.0)]), l(&[(0.3, 0.5), (0.3, 1.0)])],
        'Z' => vec![l(&[(0.0, 0.0), (0.6, 0.0), (0.0, 1.0), (0.6, 1.0)])],
        '-' => vec![l(&[(0.1, 0.55), (0.5, 0.55)])],
        _ => return None,
    };
    Some(g)
}

/// Width in pixels of `text` drawn `height` pixels high by [`paint_text`].
pub fn text_width(text: &str, height: f32) -> f32 {
    let n = text.chars().count() as f32;
    if n == 0.0 { 0.0 } else { height * (n * GLYPH_WIDTH + (n - 1.0) * GLYPH_GAP) }
}

/// Paints one line of `text` into `rgba`, an RGBA8 buffer `width` pixels wide (rows top
/// to bottom): glyphs `height` pixels high (cap height; strokes reach about
/// [`STROKE`]·height/2 further), their top at `y` and anchored at `x` by `align`, in
/// `colour` blended over what is there, anti-aliased. Knows the digits 0–9, the capital
/// letters A–Z, '-' and the space (lower case is drawn as capitals; other characters
/// leave a gap). Pixels outside the buffer are skipped. Returns the text's width in pixels.
pub fn paint_text(
    rgba: &mut [u8],
    width: u32,
    x: f32,
    y: f32,
    height: f32,
    align: Align,
    colour: Rgba,
    text: &str,
) -> f32 {
    let total = text_width(text, height);
    let mut left = match align {
        Align::Left => x,
        Align::Centre => x - total / 2.0,
        Align::Right => x - total,
    };
    for c in text.chars() {
        if let Some(strokes) = glyph(c) {
            let segs: Vec<(Pt, Pt)> = strokes
                .iter()
                .flat_map(|s| s.windows(2).map(|w| (w[0], w[1])))
                .map(|(a, b)| ((left + a.0 * height, y + a.1 * height), (left + b.0 * height, y + b.1 * height)))
                .collect();
            paint_strokes(rgba, width, &segs, height * STROKE, colour);
        }
        left += height * (GLYPH_WIDTH + GLYPH_GAP);
    }
    total
}

/// Paints line segments `stroke` pixels wide with round ends, anti-aliased (coverage from
/// the distance of each pixel centre to the nearest segment).
fn paint_strokes(rgba: &mut [u8], width: u32, segs: &[(Pt, Pt)], stroke: f32, colour: Rgba) {
    let w = width as i32;
    let h = (rgba.len() / 4 / width.max(1) as usize) as i32;
    if segs.is_empty() || w == 0 {
        return;
    }
    let r = stroke / 2.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (a, b) in segs {
        x0 = x0.min(a.0).min(b.0);
        y0 = y0.min(a.1).min(b.1);
        x1 = x1.max(a.0).max(b.0);
        y1 = y1.max(a.1).max(b.1);
    }
    let (px0, py0) = (((x0 - r - 1.0).floor() as i32).max(0), ((y0 - r - 1.0).floor() as i32).max(0));
    let (px1, py1) = (((x1 + r + 1.0).ceil() as i32).min(w - 1), ((y1 + r + 1.0).ceil() as i32).min(h - 1));
    for py in py0..=py1 {
        for px in px0..=px1 {
            let p = (px as f32 + 0.5, py as f32 + 0.5);
            let d = segs.iter().map(|(a, b)| seg_dist(p, *a, *b)).fold(f32::MAX, f32::min);
            let cover = (r + 0.5 - d).clamp(0.0, 1.0);
            if cover > 0.0 {
                blend(rgba, (py * w + px) as usize * 4, colour, cover);
            }
        }
    }
}

/// Distance from `p` to the segment `a`–`b`.
fn seg_dist(p: Pt, a: Pt, b: Pt) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 { (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0) } else { 0.0 };
    let (qx, qy) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1);
    (qx * qx + qy * qy).sqrt()
}

/// Blends `colour` with extra coverage `cover` (0..=1) over the pixel at byte `i`.
fn blend(rgba: &mut [u8], i: usize, colour: Rgba, cover: f32) {
    let a = f32::from(colour[3]) / 255.0 * cover;
    for k in 0..3 {
        let old = f32::from(rgba[i + k]);
        rgba[i + k] = (old + (f32::from(colour[k]) - old) * a).round() as u8;
    }
    let old = f32::from(rgba[i + 3]) / 255.0;
    rgba[i + 3] = ((old + a * (1.0 - old)) * 255.0).round() as u8;
}

/// Fills the rectangle `x0..x1` × `y0..y1` (pixels, clipped to the buffer) with `colour`.
fn fill_rect(rgba: &mut [u8], width: u32, (x0, y0, x1, y1): (u32, u32, u32, u32), colour: Rgba) {
    let h = (rgba.len() / 4 / width.max(1) as usize) as u32;
    for y in y0..y1.min(h) {
        for x in x0..x1.min(width) {
            let i = (y * width + x) as usize * 4;
            rgba[i..i + 4].copy_from_slice(&colour);
        }
    }
}

/// A small deterministic hash of integer coordinates and a seed, in 0..1.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h =
        (x as u32).wrapping_mul(0x8da6_b343) ^ (y as u32).wrapping_mul(0xd816_3841) ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// Smooth value noise at (`x`, `y`) with a lattice of period `px` and `py` cells (it
/// tiles at that period), in 0..1.
fn value_noise(x: f32, y: f32, px: i32, py: i32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let at = |i: i32, j: i32| hash(i.rem_euclid(px), j.rem_euclid(py), seed);
    let top = at(xi, yi) + (at(xi + 1, yi) - at(xi, yi)) * s(fx);
    let bot = at(xi, yi + 1) + (at(xi + 1, yi + 1) - at(xi, yi + 1)) * s(fx);
    top + (bot - top) * s(fy)
}

/// Mixes two colours: `t` = 0 gives `a`, 1 gives `b`.
fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

fn to_rgba(c: [f32; 3]) -> Rgba {
    [
        (c[0].clamp(0.0, 1.0) * 255.0).round() as u8,
        (c[1].clamp(0.0, 1.0) * 255.0).round() as u8,
        (c[2].clamp(0.0, 1.0) * 255.0).round() as u8,
        255,
    ]
}

/// Number of mip levels of a `w` × `h` image down to 1 × 1.
pub fn mip_levels(w: u32, h: u32) -> u32 {
    32 - w.max(h).max(1).leading_zeros()
}

/// An sRGB RGBA8 image of `w` × `h` pixels from `rgba` (level 0), with every mip level
/// below it built by a 2 × 2 box filter (averaged in linear light), a repeating sampler
/// and `anisotropy` (1..=16) for surfaces seen at a grazing angle. The scenery passes 1:
/// under software rendering (llvmpipe) anisotropic filtering makes a frame take seconds.
pub fn image_with_mips(w: u32, h: u32, rgba: Vec<u8>, anisotropy: u16) -> Image {
    let levels = mip_levels(w, h);
    let mut data = rgba.clone();
    let (mut cur, mut cw, mut ch) = (rgba, w, h);
    let lin: Vec<f32> = (0..256).map(|v| srgb_to_linear(v as f32 / 255.0)).collect();
    for _ in 1..levels {
        let (nw, nh) = ((cw / 2).max(1), (ch / 2).max(1));
        let mut next = vec![0u8; (nw * nh * 4) as usize];
        for y in 0..nh {
            for x in 0..nw {
                let mut acc = [0f32; 4];
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let (sx, sy) = ((x * 2 + dx).min(cw - 1), (y * 2 + dy).min(ch - 1));
                    let i = ((sy * cw + sx) * 4) as usize;
                    for k in 0..3 {
                        acc[k] += lin[cur[i + k] as usize];
                    }
                    acc[3] += f32::from(cur[i + 3]);
                }
                let o = ((y * nw + x) * 4) as usize;
                for k in 0..3 {
                    next[o + k] = (linear_to_srgb(acc[k] / 4.0) * 255.0).round() as u8;
                }
                next[o + 3] = (acc[3] / 4.0).round() as u8;
            }
        }
        data.extend_from_slice(&next);
        (cur, cw, ch) = (next, nw, nh);
    }
    let sampler = ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        anisotropy_clamp: anisotropy.clamp(1, 16),
        ..ImageSamplerDescriptor::linear()
    };
    srgb_image(w, h, data, levels, sampler)
}

/// An sRGB RGBA8 image of `w` × `h` pixels from `data` (its `levels` mip levels one after
/// another), sampled by `sampler`.
fn srgb_image(w: u32, h: u32, data: Vec<u8>, levels: u32, sampler: ImageSamplerDescriptor) -> Image {
    let mut image = Image::new_uninit(
        Extent3d { width: w, height: h, depth_or_array_layers: 1 },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    image.sampler = ImageSampler::Descriptor(sampler);
    image
}

fn srgb_to_linear(v: f32) -> f32 {
    if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
}

fn linear_to_srgb(v: f32) -> f32 {
    let v = v.clamp(0.0, 1.0);
    if v <= 0.0031308 { v * 12.92 } else { 1.055 * v.powf(1.0 / 2.4) - 0.055 }
}

/// Cells of [`piste_atlas`] across and down: 8 × 3 holds the 23 spaces.
pub const ATLAS_COLUMNS: u32 = 8;
/// Rows of cells of [`piste_atlas`].
pub const ATLAS_ROWS: u32 = 3;
/// Size of one cell of [`piste_atlas`] in pixels (wide, deep): a space is twice as deep
/// across the piste as it is wide.
pub const ATLAS_CELL: (u32, u32) = (128, 256);
/// Height of a space's number in [`piste_atlas`], in cell pixels along the depth (the
/// cell is 256 deep): on the front half, clear of the fencers' feet in the middle.
const NUMBER_HEIGHT: f32 = 100.0;

/// The cell (column, row) of space `space` (1..=23) in [`piste_atlas`].
pub fn atlas_cell(space: u8) -> (u32, u32) {
    let i = u32::from(space.max(1)) - 1;
    (i % ATLAS_COLUMNS, i / ATLAS_COLUMNS)
}

/// The painted tops of the piste's spaces, one cell each ([`atlas_cell`]): 1024 × 768.
/// `spaces` spaces in all, `centre` red, the others alternating two light tones, a
/// painted border, the number in large dark figures on the half towards the players (the
/// bottom of the cell, +z in the world), stretched along the piste's depth so that it reads
/// from the low seat of the camera, and a red start line across spaces 1 and `spaces`
/// on their outer edge. The centre space is told by more than its colour: a lozenge is
/// painted on its far half and a second border inside the first.
pub fn piste_atlas(spaces: u8, centre: u8) -> Image {
    let (cw, ch) = ATLAS_CELL;
    let (w, h) = (cw * ATLAS_COLUMNS, ch * ATLAS_ROWS);
    let mut px = vec![0u8; (w * h * 4) as usize];
    for s in 1..=spaces {
        let (col, row) = atlas_cell(s);
        let (ox, oy) = (col * cw, row * ch);
        let base: [f32; 3] = if s == centre {
            [0.72, 0.10, 0.09]
        } else if s % 2 == 0 {
            [0.80, 0.72, 0.56]
        } else {
            [0.92, 0.87, 0.75]
        };
        // Painted card-stock: a faint mottle, so the surface does not read as plastic.
        for y in 0..ch {
            for x in 0..cw {
                let n = value_noise(x as f32 / 16.0, y as f32 / 16.0, 8, 16, u32::from(s));
                let c = mix(base, [base[0] * 0.9, base[1] * 0.9, base[2] * 0.9], n * 0.6);
                let i = (((oy + y) * w + ox + x) * 4) as usize;
                px[i..i + 4].copy_from_slice(&to_rgba(c));
            }
        }
        let ink: Rgba = if s == centre { [250, 236, 214, 255] } else { [40, 30, 26, 255] };
        let edge: Rgba = if s == centre { [120, 16, 14, 255] } else { [96, 72, 50, 255] };
        // A thin printed border around each space.
        fill_rect(&mut px, w, (ox, oy, ox + cw, oy + 4), edge);
        fill_rect(&mut px, w, (ox, oy + ch - 4, ox + cw, oy + ch), edge);
        fill_rect(&mut px, w, (ox, oy, ox + 4, oy + ch), edge);
        fill_rect(&mut px, w, (ox + cw - 4, oy, ox + cw, oy + ch), edge);
        if s == centre {
            // Not by colour alone: a second border and a lozenge.
            fill_rect(&mut px, w, (ox + 10, oy + 10, ox + cw - 10, oy + 13), ink);
            fill_rect(&mut px, w, (ox + 10, oy + ch - 13, ox + cw - 10, oy + ch - 10), ink);
            fill_rect(&mut px, w, (ox + 10, oy + 10, ox + 13, oy + ch - 10), ink);
            fill_rect(&mut px, w, (ox + cw - 13, oy + 10, ox + cw - 10, oy + ch - 10), ink);
            let (cx, cy) = (cw as f32 / 2.0, ch as f32 * 0.27);
            let (rx, ry) = (cw as f32 * 0.28, ch as f32 * 0.16);
            for y in 0..ch {
                for x in 0..cw {
                    let d = ((x as f32 - cx) / rx).abs() + ((y as f32 - cy) / ry).abs();
                    if (0.78..=1.0).contains(&d) {
                        let i = (((oy + y) * w + ox + x) * 4) as usize;
                        px[i..i + 4].copy_from_slice(&ink);
                    }
                }
            }
        }
        // The start lines at the piste's two ends.
        if s == 1 {
            fill_rect(&mut px, w, (ox + 10, oy, ox + 22, oy + ch), [170, 24, 20, 255]);
        } else if s == spaces {
            fill_rect(&mut px, w, (ox + cw - 22, oy, ox + cw - 10, oy + ch), [170, 24, 20, 255]);
        }
        // The number: painted in a scratch buffer twice as wide as the cell, then
        // squashed 2:1 into it, so that it stands twice as tall (along the piste's depth)
        // as it would be and reads from the camera's low seat.
        let label = s.to_string();
        let mut scratch = vec![0u8; (cw * 2 * ch * 4) as usize];
        let gh = NUMBER_HEIGHT.min((cw as f32 * 2.0 - 40.0) / text_width(&label, 1.0));
        paint_text(&mut scratch, cw * 2, cw as f32, ch as f32 - 22.0 - gh, gh, Align::Centre, ink, &label);
        for y in 0..ch {
            for x in 0..cw {
                let a = ((y * cw * 2 + x * 2) * 4) as usize;
                let alpha = (f32::from(scratch[a + 3]) + f32::from(scratch[a + 7])) / 2.0 / 255.0;
                if alpha > 0.0 {
                    blend(&mut px, (((oy + y) * w + ox + x) * 4) as usize, ink, alpha);
                }
            }
        }
    }
    image_with_mips(w, h, px, 1)
}

/// Cells of [`track_atlas`]: one per score 0..=15 (the highest target score), in a row.
pub const TRACK_CELLS: u32 = 16;
/// Size of one cell of [`track_atlas`] in pixels (wide, deep).
pub const TRACK_CELL: (u32, u32) = (64, 128);

/// The painted slots of a score track, one cell per score 0..=15 in a row (1024 × 128):
/// a pale tile (a material's colour tints it in the fencer's colour) with a dark border,
/// a ring on its back half where the score marker stands, and the score in dark
/// figures on its front half, stretched along the depth like the piste's numbers.
pub fn track_atlas() -> Image {
    let (cw, ch) = TRACK_CELL;
    let w = cw * TRACK_CELLS;
    let mut px = vec![0u8; (w * ch * 4) as usize];
    let ink: Rgba = [34, 28, 24, 255];
    for n in 0..TRACK_CELLS {
        let ox = n * cw;
        for y in 0..ch {
            for x in 0..cw {
                let k = 0.93 + value_noise(x as f32 / 8.0, y as f32 / 8.0, 8, 16, 40 + n) * 0.07;
                let i = ((y * w + ox + x) * 4) as usize;
                px[i..i + 4].copy_from_slice(&to_rgba([k, k, k]));
            }
        }
        let edge: Rgba = [70, 62, 56, 255];
        fill_rect(&mut px, w, (ox, 0, ox + cw, 3), edge);
        fill_rect(&mut px, w, (ox, ch - 3, ox + cw, ch), edge);
        fill_rect(&mut px, w, (ox, 0, ox + 3, ch), edge);
        fill_rect(&mut px, w, (ox + cw - 3, 0, ox + cw, ch), edge);
        let label = n.to_string();
        let mut scratch = vec![0u8; (cw * 2 * ch * 4) as usize];
        let gh = 52.0f32.min((cw as f32 * 2.0 - 20.0) / text_width(&label, 1.0));
        paint_text(&mut scratch, cw * 2, cw as f32, ch as f32 - 10.0 - gh, gh, Align::Centre, ink, &label);
        for y in 0..ch {
            for x in 0..cw {
                let a = ((y * cw * 2 + x * 2) * 4) as usize;
                let alpha = (f32::from(scratch[a + 3]) + f32::from(scratch[a + 7])) / 2.0 / 255.0;
                if alpha > 0.0 {
                    blend(&mut px, ((y * w + ox + x) * 4) as usize, ink, alpha);
                }
            }
        }
    }
    image_with_mips(w, ch, px, 1)
}

/// A name plate, 256 × 64: `text` (a side's name in the player's language, "LEFT",
/// "GAUCHE", "左") in dark letters of the panels' font centred on a pale ground with a
/// dark border (a material's colour tints the ground). Text too long for the plate is
/// drawn smaller; characters no font has are left out.
pub fn name_plate(text: &str) -> Image {
    let (w, h) = (256u32, 64u32);
    let mut px = vec![0u8; (w * h * 4) as usize];
    fill_rect(&mut px, w, (0, 0, w, h), [60, 52, 46, 255]);
    fill_rect(&mut px, w, (4, 4, w - 4, h - 4), [240, 238, 232, 255]);
    paint_font_text(&mut px, w, (w as f32 / 2.0, h as f32 / 2.0), (w as f32 - 28.0, 38.0), [30, 26, 22, 255], text);
    image_with_mips(w, h, px, 1)
}

/// Paints one line of `text` with the game's fonts (Cabin, Noto Sans JP for what Cabin
/// lacks; `lang::fonts`) into an RGBA8 buffer `width` pixels wide, centred on `centre`
/// (pixels), its capitals `most.1` pixels high or less so that it is at most `most.0`
/// pixels wide. Anti-aliased by coverage; pixels outside the buffer are skipped.
pub fn paint_font_text(rgba: &mut [u8], width: u32, centre: (f32, f32), most: (f32, f32), ink: Rgba, text: &str) {
    use ab_glyph::{Font, FontRef, ScaleFont, point};
    let (Ok(latin), Ok(cjk)) =
        (FontRef::try_from_slice(crate::lang::fonts::CABIN), FontRef::try_from_slice(crate::lang::fonts::NOTO_JP))
    else {
        return;
    };
    let fonts = [&latin, &cjk];
    // Each character from the first font that has it.
    let glyphs: Vec<(usize, ab_glyph::GlyphId)> = text
        .chars()
        .filter_map(|c| fonts.iter().enumerate().map(|(i, f)| (i, f.glyph_id(c))).find(|(_, g)| g.0 != 0))
        .collect();
    // Cabin's capitals are 0.7 of its em: the em that makes them `most.1` high.
    let em = most.1 / 0.7;
    let advance_at = |em: f32| -> f32 { glyphs.iter().map(|&(i, g)| fonts[i].as_scaled(em).h_advance(g)).sum() };
    let wide = advance_at(em);
    let em = if wide > most.0 && wide > 0.0 { em * most.0 / wide } else { em };
    let total = advance_at(em);
    let height = rgba.len() / 4 / width.max(1) as usize;
    let mut x = centre.0 - total / 2.0;
    // The baseline puts the capitals' middle on the centre.
    let baseline = centre.1 + 0.35 * em;
    for (i, g) in glyphs {
        let font = fonts[i];
        let glyph = g.with_scale_and_position(em, point(x, baseline));
        x += font.as_scaled(em).h_advance(g);
        let Some(outline) = font.outline_glyph(glyph) else { continue };
        let b = outline.px_bounds();
        outline.draw(|gx, gy, c| {
            let (px, py) = (b.min.x as i64 + i64::from(gx), b.min.y as i64 + i64::from(gy));
            if px < 0 || py < 0 || px >= i64::from(width) || py as usize >= height {
                return;
            }
            let at = (py as usize * width as usize + px as usize) * 4;
            let c = c.clamp(0.0, 1.0);
            for k in 0..3 {
                let under = f32::from(rgba[at + k]);
                rgba[at + k] = (under + (f32::from(ink[k]) - under) * c).round() as u8;
            }
            rgba[at + 3] = rgba[at + 3].max((c * f32::from(ink[3])).round() as u8);
        });
    }
}

/// Floor boards, 1024 × 1024, tiling: `boards` boards across (their length along the
/// image's y), each a slightly different warm oak tone with grain lines and dark seams
/// between boards and at staggered butt joints.
pub fn floor_boards(boards: u32) -> Image {
    let size = 1024u32;
    let boards = boards.clamp(1, 32);
    let bw = size as f32 / boards as f32;
    let mut px = vec![0u8; (size * size * 4) as usize];
    let light = [0.66, 0.47, 0.30];
    let dark = [0.45, 0.29, 0.17];
    for y in 0..size {
        for x in 0..size {
            let b = (x as f32 / bw) as u32;
            let u = x as f32 - b as f32 * bw;
            // Each board has its own tone and a butt joint at its own height.
            let tone = hash(b as i32, 0, 7);
            let joint = (hash(b as i32, 1, 7) * size as f32) as u32;
            let piece = u32::from(y >= joint);
            let grain_seed = b * 2 + piece;
            let warp = value_noise(u / 10.0, y as f32 / 90.0, 1000, 1000, grain_seed) * 6.0;
            let rings =
                ((u + warp) * 0.9 + value_noise(u / 40.0, y as f32 / 200.0, 1000, 1000, grain_seed + 50) * 8.0).sin();
            let grain = 0.5 + 0.5 * rings;
            let fine = value_noise(u / 2.0, y as f32 / 40.0, 1000, 1000, grain_seed + 99);
            let t = (0.2 + tone * 0.4 + grain * 0.28 + fine * 0.14).clamp(0.0, 1.0);
            let mut c = mix(dark, light, t);
            let seam = u < 2.0 || (y as i32 - joint as i32).abs() < 2;
            if seam {
                c = [c[0] * 0.45, c[1] * 0.42, c[2] * 0.40];
            }
            let i = ((y * size + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&to_rgba(c));
        }
    }
    image_with_mips(size, size, px, 1)
}

/// Plaster, 512 × 512, tiling: a warm off-white with soft trowel clouds and fine grit.
pub fn plaster() -> Image {
    let size = 512u32;
    let mut px = vec![0u8; (size * size * 4) as usize];
    let base = [0.86, 0.82, 0.74];
    for y in 0..size {
        for x in 0..size {
            let (fx, fy) = (x as f32, y as f32);
            let cloud =
                value_noise(fx / 64.0, fy / 64.0, 8, 8, 3) * 0.6 + value_noise(fx / 16.0, fy / 16.0, 32, 32, 4) * 0.4;
            let grit = hash(x as i32, y as i32, 5);
            let k = 0.9 + cloud * 0.12 + (grit - 0.5) * 0.05;
            let i = ((y * size + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&to_rgba([base[0] * k, base[1] * k, base[2] * k]));
        }
    }
    image_with_mips(size, size, px, 1)
}

/// A soft contact shadow, 128 × 128, for a material that multiplies what lies under it
/// by its colour: white at the edges (no change), down to `1 - strength` (0..=1) at the
/// middle. `round`: an ellipse's falloff (under a fencer); else a soft-edged strip (along
/// the foot of the plinth or of a bench), which keeps its strength along most of its
/// length when stretched and fades across it from its middle line (laid along the foot
/// of a wall, half of it shows).
pub fn soft_shadow(round: bool, strength: f32) -> Image {
    let size = 128u32;
    let mut px = vec![0u8; (size * size * 4) as usize];
    let s = |t: f32| {
        let t = t.clamp(0.0, 1.0);
        t * t * (3.0 - 2.0 * t)
    };
    for y in 0..size {
        for x in 0..size {
            // -1..=1 across the image, through pixel centres.
            let u = (x as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let v = (y as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let a = if round { s(1.0 - (u * u + v * v).sqrt()) } else { s((1.0 - u.abs()) / 0.15) * s(1.0 - v.abs()) };
            // The factor is linear light; the image stores sRGB.
            let k = linear_to_srgb(1.0 - strength.clamp(0.0, 1.0) * a);
            let i = ((y * size + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&to_rgba([k, k, k]));
        }
    }
    // No mipmaps: seen at a grazing angle, a quad a few pixels high took a level of one
    // even grey, a hard-edged box. The image is smooth, so level 0 alone does not shimmer.
    let sampler = ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::ClampToEdge,
        address_mode_v: ImageAddressMode::ClampToEdge,
        ..ImageSamplerDescriptor::linear()
    };
    srgb_image(size, size, px, 1, sampler)
}

/// What a window of the hall shows, 256 × 512 (the pane and its arch): a summer sky, pale
/// at the horizon and deeper blue above with soft clouds, over a courtyard's far wall of
/// warm stone with a row of windows, and the crowns of its trees against it. Bright but
/// not white: the window is lit by it, and the eye sees through the glass.
pub fn window_view() -> Image {
    let (w, h) = (256u32, 512u32);
    let mut px = vec![0u8; (w * h * 4) as usize];
    let horizon = 0.66;
    let wall_top = 0.70;
    for y in 0..h {
        for x in 0..w {
            let (fx, fy) = (x as f32, y as f32);
            let v = fy / h as f32;
            // The sky: a gradient with clouds.
            let k = (v / horizon).clamp(0.0, 1.0);
            let mut c = mix([0.46, 0.64, 0.88], [0.86, 0.91, 0.96], k * k);
            let cloud = value_noise(fx / 48.0, fy / 20.0, 6, 26, 11) * 0.65
                + value_noise(fx / 16.0, fy / 8.0, 16, 64, 12) * 0.35;
            let cloud = ((cloud - 0.52) * 3.0).clamp(0.0, 1.0) * (1.0 - k * 0.6);
            c = mix(c, [0.97, 0.97, 0.98], cloud * 0.8);
            // The trees' crowns: a noisy top edge between the horizon and the wall.
            let crown =
                horizon - 0.07 * value_noise(fx / 14.0, 0.5, 19, 2, 13) - 0.03 * value_noise(fx / 5.0, 0.5, 52, 2, 14);
            if v > crown {
                let leaf = value_noise(fx / 6.0, fy / 6.0, 43, 86, 15);
                c = mix([0.22, 0.34, 0.20], [0.36, 0.48, 0.27], leaf);
            }
            // The courtyard's far wall of stone, with a row of windows and a cornice.
            if v > wall_top {
                let stone = value_noise(fx / 10.0, fy / 10.0, 26, 52, 16);
                c = mix([0.72, 0.64, 0.52], [0.80, 0.72, 0.60], stone);
                let row = (v - wall_top) / (1.0 - wall_top);
                if (0.0..0.04).contains(&row) {
                    c = [0.62, 0.55, 0.45];
                }
                let in_window = (x % 48) >= 16 && (x % 48) < 34 && (0.25..0.62).contains(&row);
                if in_window {
                    c = [0.30, 0.33, 0.38];
                }
            }
            let i = ((y * w + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&to_rgba(c));
        }
    }
    image_with_mips(w, h, px, 1)
}

/// The ground of a side's banners (sRGB, 0..1): the fencers' trim colours, deepened.
pub fn banner_ground(side: crate::rules::Side) -> [f32; 3] {
    match side {
        crate::rules::Side::Left => [0.20, 0.30, 0.52],
        crate::rules::Side::Right => [0.58, 0.33, 0.12],
    }
}

/// A banner of the hall, 128 × 320: cloth of `ground` (sRGB, 0..1) with a woven texture,
/// a gold border, and the club's emblem: two foils crossed over a laurel ring, a swallow
/// tail at the foot.
pub fn banner(ground: [f32; 3]) -> Image {
    let (w, h) = (128u32, 320u32);
    let mut px = vec![0u8; (w * h * 4) as usize];
    let gold: Rgba = [214, 172, 82, 255];
    for y in 0..h {
        for x in 0..w {
            let weave = 0.93 + 0.07 * hash(x as i32 / 2, y as i32 / 2, 21) + 0.04 * ((x + y) % 3) as f32 / 3.0;
            let i = ((y * w + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&to_rgba([ground[0] * weave, ground[1] * weave, ground[2] * weave]));
            // The swallow tail: the foot cut in a V, transparent.
            let tail = h as f32 - 36.0 * (1.0 - (x as f32 - w as f32 / 2.0).abs() / (w as f32 / 2.0));
            if y as f32 > tail {
                px[i + 3] = 0;
            }
        }
    }
    let (wf, hf) = (w as f32, h as f32);
    // The border: down both edges, across the top, and along the tail.
    let border = [
        ((8.0, 8.0), (wf - 8.0, 8.0)),
        ((8.0, 8.0), (8.0, hf - 12.0)),
        ((wf - 8.0, 8.0), (wf - 8.0, hf - 12.0)),
        ((8.0, hf - 12.0), (wf / 2.0, hf - 44.0)),
        ((wf - 8.0, hf - 12.0), (wf / 2.0, hf - 44.0)),
    ];
    paint_strokes(&mut px, w, &border, 4.0, gold);
    // The laurel ring, and two foils crossed over it: blade, guard, grip, pommel.
    let (cx, cy, r) = (wf / 2.0, hf * 0.42, 34.0);
    let ring: Vec<(Pt, Pt)> = arc(cx, cy, r, r, -60.0, 240.0).windows(2).map(|p| (p[0], p[1])).collect();
    paint_strokes(&mut px, w, &ring, 3.0, gold);
    let leaves: Vec<(Pt, Pt)> = (0..10)
        .flat_map(|k| {
            let a = (-50.0 + k as f32 * 28.0).to_radians();
            let (px_, py_) = (cx + r * a.cos(), cy - r * a.sin());
            let (ox, oy) = (a.cos() * 7.0, -a.sin() * 7.0);
            // A leaf leans along the ring, pointing up its side.
            let up = if a.cos() >= 0.0 { 1.0 } else { -1.0 };
            [((px_, py_), (px_ + ox * 0.45 - oy * up, py_ + oy * 0.45 + ox * up))]
        })
        .collect();
    paint_strokes(&mut px, w, &leaves, 3.0, gold);
    for dir in [-1.0f32, 1.0] {
        let (dx, dy) = (dir * 0.62, -0.78);
        let (tip, pommel) = ((cx + dx * 58.0, cy + dy * 58.0), (cx - dx * 50.0, cy - dy * 50.0));
        paint_strokes(&mut px, w, &[(tip, pommel)], 2.5, [236, 236, 240, 255]);
        let guard = (cx - dx * 34.0, cy - dy * 34.0);
        paint_strokes(
            &mut px,
            w,
            &[((guard.0 - dy * 8.0, guard.1 + dx * 8.0), (guard.0 + dy * 8.0, guard.1 - dx * 8.0))],
            4.0,
            gold,
        );
        paint_strokes(&mut px, w, &[(pommel, pommel)], 7.0, gold);
    }
    image_with_mips(w, h, px, 1)
}

/// The scoring apparatus' score display, 256 × 96: the two scores in large amber digits on
/// a dark glass, the left fencer's on the left, a dash between.
pub fn score_display(left: u8, right: u8) -> Image {
    let (w, h) = (256u32, 96u32);
    let mut px = vec![0u8; (w * h * 4) as usize];
    fill_rect(&mut px, w, (0, 0, w, h), [18, 16, 14, 255]);
    let ink: Rgba = [255, 176, 60, 255];
    paint_text(&mut px, w, w as f32 * 0.25, 14.0, 68.0, Align::Centre, ink, &left.to_string());
    paint_text(&mut px, w, w as f32 * 0.75, 14.0, 68.0, Align::Centre, ink, &right.to_string());
    paint_strokes(&mut px, w, &[((w as f32 / 2.0 - 10.0, 48.0), (w as f32 / 2.0 + 10.0, 48.0))], 6.0, ink);
    image_with_mips(w, h, px, 1)
}

/// One texture to look at: its file stem, width and height in pixels, and its full-size
/// level's RGBA8 pixels (sRGB, straight alpha).
pub struct Preview {
    /// The file stem (`atlas`, `track`, …).
    pub name: &'static str,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height × 4` bytes, row by row from the top.
    pub rgba: Vec<u8>,
}

/// The scenery's textures as the game makes them, full size (no mipmaps), and a line of the
/// stroke font: what `en-garde textures DIR` writes, to look at them.
pub fn previews() -> Vec<Preview> {
    let full = |name, img: Image| {
        let s = img.texture_descriptor.size;
        let len = (s.width * s.height * 4) as usize;
        let rgba = img.data.as_deref().map(|d| d[..len.min(d.len())].to_vec()).unwrap_or_default();
        Preview { name, width: s.width, height: s.height, rgba }
    };
    let mut out = vec![
        full("atlas", piste_atlas(23, 12)),
        full("track", track_atlas()),
        full("plate", name_plate("RIGHT")),
        full("boards", floor_boards(8)),
        full("plaster", plaster()),
        full("window", window_view()),
        full("banner-left", banner(banner_ground(crate::rules::Side::Left))),
        full("banner-right", banner(banner_ground(crate::rules::Side::Right))),
        full("score", score_display(3, 4)),
        full("shadow-round", soft_shadow(true, 0.6)),
        full("shadow-long", soft_shadow(false, 0.55)),
    ];
    let (width, height) = (800, 60);
    let mut rgba = vec![255u8; (width * height * 4) as usize];
    paint_text(&mut rgba, width, 10.0, 10.0, 40.0, Align::Left, [0, 0, 0, 255], "0123456789 ABCDEFGHIJKLM");
    out.push(Preview { name: "font", width, height, rgba });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level0(image: &Image) -> &[u8] {
        let s = image.texture_descriptor.size;
        &image.data.as_deref().unwrap_or_default()[..(s.width * s.height * 4) as usize]
    }

    #[test]
    fn a_digit_paints_pixels_inside_its_box() {
        for c in "0123456789AEGRS".chars() {
            let mut buf = vec![0u8; 64 * 64 * 4];
            let w = paint_text(&mut buf, 64, 32.0, 10.0, 40.0, Align::Centre, [255, 0, 0, 255], &c.to_string());
            assert!((w - 24.0).abs() < 0.01, "{c}: width {w}");
            let inked: Vec<usize> = (0..64 * 64).filter(|i| buf[i * 4 + 3] > 0).collect();
            assert!(inked.len() > 60, "{c} paints {} pixels", inked.len());
            // Nothing far outside the glyph's box (half a stroke of slack and one pixel).
            assert!(inked.iter().all(|i| (i % 64) >= 16 && (i % 64) < 48 && (i / 64) >= 6 && (i / 64) < 55), "{c}");
            // Anti-aliased: some pixels are only partly covered.
            assert!(inked.iter().any(|i| buf[i * 4 + 3] < 255), "{c}");
        }
    }

    #[test]
    fn different_digits_paint_differently_and_unknown_characters_not_at_all() {
        let paint = |t: &str| {
            let mut buf = vec![0u8; 48 * 48 * 4];
            paint_text(&mut buf, 48, 24.0, 8.0, 32.0, Align::Centre, [0, 0, 0, 255], t);
            buf
        };
        let digits: Vec<Vec<u8>> = (0..10).map(|d| paint(&d.to_string())).collect();
        for a in 0..10 {
            for b in a + 1..10 {
                assert_ne!(digits[a], digits[b], "{a} and {b}");
            }
        }
        assert!(paint("~").iter().all(|v| *v == 0));
        assert!(paint(" ").iter().all(|v| *v == 0));
    }

    #[test]
    fn text_off_the_buffer_is_clipped_without_panicking() {
        // Text partly over the buffer paints its part there...
        let mut buf = vec![0u8; 16 * 8 * 4];
        paint_text(&mut buf, 16, -20.0, -30.0, 60.0, Align::Left, [255; 4], "88");
        assert!(buf.iter().any(|&b| b != 0), "the part of the 88 over the buffer is painted");
        assert_eq!(buf.len(), 16 * 8 * 4);
        // ... text wholly off it paints nothing, and an empty buffer stays empty.
        let before = buf.clone();
        paint_text(&mut buf, 16, 100.0, 100.0, 10.0, Align::Right, [255; 4], "12");
        assert_eq!(buf, before, "text off the buffer paints nothing");
        let mut empty: [u8; 0] = [];
        paint_text(&mut empty, 0, 0.0, 0.0, 10.0, Align::Left, [255; 4], "1");
    }

    #[test]
    fn textures_are_deterministic_and_of_their_size_with_full_mip_chains() {
        for (make, w, h) in [
            ((|| piste_atlas(23, 12)) as fn() -> Image, 1024, 768),
            (|| floor_boards(8), 1024, 1024),
            (plaster, 512, 512),
            (track_atlas, 1024, 128),
            (|| name_plate("LEFT"), 256, 64),
        ] {
            let (a, b) = (make(), make());
            assert_eq!(a.data, b.data);
            let s = a.texture_descriptor.size;
            assert_eq!((s.width, s.height), (w, h));
            let levels = mip_levels(w, h);
            assert_eq!(a.texture_descriptor.mip_level_count, levels);
            let expected: u32 = (0..levels).map(|l| (w >> l).max(1) * (h >> l).max(1) * 4).sum();
            assert_eq!(a.data.as_ref().map(Vec::len), Some(expected as usize));
        }
        assert_eq!(mip_levels(1024, 768), 11);
        assert_eq!(mip_levels(1, 1), 1);
    }

    #[test]
    fn each_space_of_the_atlas_bears_its_number_and_the_centre_is_red() {
        let atlas = piste_atlas(23, 12);
        let px = level0(&atlas);
        let (cw, ch) = ATLAS_CELL;
        let at = |s: u8, x: u32, y: u32| {
            let (c, r) = atlas_cell(s);
            let i = (((r * ch + y) * cw * ATLAS_COLUMNS + c * cw + x) * 4) as usize;
            [px[i], px[i + 1], px[i + 2]]
        };
        let centre = at(12, cw / 5, ch * 27 / 100);
        assert!(centre[0] > 150 && centre[1] < 60, "{centre:?}");
        // Not by colour alone: the centre's lozenge, in light ink, on its far half.
        let tip = at(12, cw / 2 - cw * 28 / 100 + 3, ch * 27 / 100);
        assert!(tip[1] > 200, "the lozenge's left tip: {tip:?}");
        let border = at(12, 11, ch / 2);
        assert!(border[1] > 200, "the centre's second border: {border:?}");
        for s in 1..=23u8 {
            // Dark ink in the lower part of the cell (the number), none in the upper.
            let dark = |y0: u32, y1: u32| {
                (y0..y1).flat_map(|y| (24..cw - 24).map(move |x| (x, y))).filter(|(x, y)| at(s, *x, *y)[1] < 90).count()
            };
            if s != 12 {
                assert!(dark(ch / 2, ch - 8) > 200, "space {s}: {}", dark(ch / 2, ch - 8));
                assert_eq!(dark(8, ch / 3), 0, "space {s}");
            }
        }
    }

    #[test]
    fn name_plates_are_painted_in_every_language_within_the_plate() {
        // Dark ink on the pale ground, inside the border, for Latin capitals and kanji;
        // the two sides' names differ; a name no font covers paints nothing and does not
        // fail; an overlong name is made to fit (no ink on the border).
        let ink = |img: &Image| {
            let data = img.data.as_ref().expect("pixels");
            let (w, h) = (256usize, 64usize);
            let mut inside = 0;
            for y in 6..h - 6 {
                for x in 8..w - 8 {
                    if data[(y * w + x) * 4] < 100 {
                        inside += 1;
                    }
                }
            }
            inside
        };
        for text in ["LEFT", "GAUCHE", "IZQUIERDA", "左", "右"] {
            assert!(ink(&name_plate(text)) > 40, "{text} is not painted");
        }
        assert_ne!(name_plate("左").data, name_plate("右").data);
        assert_eq!(ink(&name_plate("\u{1F93A}")), 0, "no font has the fencer emoji");
        let long = name_plate("LINKSLINKSLINKSLINKSLINKS");
        let data = long.data.as_ref().expect("pixels");
        // The border's inner edge (x = 5) stays border-dark, not ink: the text is shrunk.
        assert!(ink(&long) > 40);
        assert!((4..60).all(|y| data[(y * 256 + 10) * 4] > 200), "the long name reaches the border");
    }

    #[test]
    fn floor_boards_have_seams_and_grain() {
        let img = floor_boards(8);
        let px = level0(&img);
        let luma = |x: u32, y: u32| {
            let i = ((y * 1024 + x) * 4) as usize;
            u32::from(px[i]) + u32::from(px[i + 1]) + u32::from(px[i + 2])
        };
        // The seam at a board's edge is darker than the board beside it.
        assert!(luma(128, 500) * 2 < luma(160, 500) + luma(190, 500));
        let row: Vec<u32> = (10..120).map(|x| luma(x, 300)).collect();
        assert!(row.iter().max() > row.iter().min().map(|m| m + 20).as_ref());
    }
}
