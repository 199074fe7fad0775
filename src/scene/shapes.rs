//! Meshes of the scenery built in code: a block with bevelled (sloped) sides, as the
//! piste's plinth and moulding, and flat quads with a chosen part of a texture.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Triangles, positions, normals and UVs being collected for one mesh.
#[derive(Default)]
struct Builder {
    pos: Vec<[f32; 3]>,
    nor: Vec<[f32; 3]>,
    uv: Vec<[f32; 2]>,
    idx: Vec<u32>,
}

impl Builder {
    /// A flat quad `p` (counter-clockwise seen from the side it faces) with UVs `uv`.
    fn quad(&mut self, p: [Vec3; 4], uv: [Vec2; 4]) {
        let n = (p[1] - p[0]).cross(p[2] - p[0]).normalize_or_zero();
        let base = self.pos.len() as u32;
        for k in 0..4 {
            self.pos.push(p[k].to_array());
            self.nor.push(n.to_array());
            self.uv.push(uv[k].to_array());
        }
        self.idx.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }

    fn build(self) -> Mesh {
        self.build_for(RenderAssetUsages::RENDER_WORLD)
    }

    fn build_for(self, usage: RenderAssetUsages) -> Mesh {
        Mesh::new(PrimitiveTopology::TriangleList, usage)
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.pos)
            .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.nor)
            .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uv)
            .with_inserted_indices(Indices::U32(self.idx))
    }
}

/// A block from y = 0 to `height` (metres), centred on x = z = 0, `bottom` wide and deep
/// (x, z) at its foot and `top` at its top, so its four sides slope like a bevelled
/// edge (no bottom face: it stands on something). UVs are in metres (u along each
/// face, v down it), for a material's `uv_transform` to scale.
pub fn bevelled_block(bottom: Vec2, top: Vec2, height: f32) -> Mesh {
    let (b, t) = (bottom / 2.0, top / 2.0);
    // Counter-clockwise seen from above.
    let ring = |h: Vec2, y: f32| {
        [Vec3::new(-h.x, y, -h.y), Vec3::new(-h.x, y, h.y), Vec3::new(h.x, y, h.y), Vec3::new(h.x, y, -h.y)]
    };
    let (lo, hi) = (ring(b, 0.0), ring(t, height));
    let mut m = Builder::default();
    let uv_top = hi.map(|p| Vec2::new(p.x, p.z));
    m.quad(hi, uv_top);
    for k in 0..4 {
        let j = (k + 1) % 4;
        let len = lo[k].distance(lo[j]);
        let slope = lo[k].distance(hi[k]);
        m.quad(
            [lo[k], lo[j], hi[j], hi[k]],
            [Vec2::new(0.0, slope), Vec2::new(len, slope), Vec2::new(len, 0.0), Vec2::ZERO],
        );
    }
    m.build()
}

/// A horizontal quad facing up, `size` (x, z) in metres, centred on the origin, showing
/// the part `uv_min..uv_max` of a texture (v grows towards +z, the players' side).
pub fn top_quad(size: Vec2, uv_min: Vec2, uv_max: Vec2) -> Mesh {
    let h = size / 2.0;
    let mut m = Builder::default();
    m.quad(
        [Vec3::new(-h.x, 0.0, -h.y), Vec3::new(-h.x, 0.0, h.y), Vec3::new(h.x, 0.0, h.y), Vec3::new(h.x, 0.0, -h.y)],
        [uv_min, Vec2::new(uv_min.x, uv_max.y), uv_max, Vec2::new(uv_max.x, uv_min.y)],
    );
    // Kept in the main world too: the piste's spaces are clicked through mesh picking,
    // which ray-casts the main world's copy (a mesh only in the render world is never hit;
    // `render::the_pointer_picks_every_piste_space_in_the_rendered_game` checks it).
    m.build_for(RenderAssetUsages::default())
}

/// An upright quad facing +z (towards the players), `size` (x, y) in metres, centred on
/// the origin, showing the part `uv_min..uv_max` of a texture (v grows downwards).
pub fn front_quad(size: Vec2, uv_min: Vec2, uv_max: Vec2) -> Mesh {
    let h = size / 2.0;
    let mut m = Builder::default();
    m.quad(
        [Vec3::new(-h.x, -h.y, 0.0), Vec3::new(h.x, -h.y, 0.0), Vec3::new(h.x, h.y, 0.0), Vec3::new(-h.x, h.y, 0.0)],
        [Vec2::new(uv_min.x, uv_max.y), uv_max, Vec2::new(uv_max.x, uv_min.y), uv_min],
    );
    m.build()
}
