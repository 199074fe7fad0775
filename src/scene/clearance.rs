//! The room between the two fencers: each fencer model's body as boxes that follow its
//! bones, posed from the model's own clips, so that a test and `en-garde dev clearance`
//! can show that at every distance and in every pose the two bodies never meet.
//!
//! A model file (`assets/models/*.glb`) is read here without Bevy's renderer: its nodes,
//! its skin, its animation clips. Each vertex belongs to the bone that weighs most on it;
//! a bone's box is the smallest box, in the bone's own space at the bind pose, holding
//! its vertices. The blade's vertices (material `blade`) are left out: blades cross and
//! meet in fencing, bodies and arms do not. Posing a clip at a time gives each bone's
//! global transform as Bevy's animation would (linear keys, rotations interpolated along
//! the shortest arc), and so each box in the world: an oriented box. Two boxes are apart
//! when some axis separates them (the 15 axes of the separating-axis test).

use bevy::math::{Mat4, Quat, Vec3};

/// The bone of the hand that holds the foil, as the models name it.
pub const WEAPON_HAND: &str = "hand.weapon";

/// A node of the model's scene: its parent and its rest transform.
#[derive(Debug, Clone)]
struct Node {
    name: String,
    parent: Option<usize>,
    translation: Vec3,
    rotation: Quat,
    scale: Vec3,
}

/// What an animation channel drives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Property {
    Translation,
    Rotation,
    Scale,
}

/// One animated property of one node: key times (seconds) and values.
#[derive(Debug, Clone)]
struct Channel {
    node: usize,
    property: Property,
    times: Vec<f32>,
    values: Vec<[f32; 4]>,
}

/// One named animation clip.
#[derive(Debug, Clone)]
struct ClipData {
    name: String,
    length: f32,
    channels: Vec<Channel>,
}

/// A fencer model's body, read from its glTF binary: the bones' boxes and the clips.
#[derive(Debug, Clone)]
pub struct Body {
    nodes: Vec<Node>,
    /// For each box: the joint's node and the box (min, max) in the joint's bind space.
    boxes: Vec<(usize, Vec3, Vec3)>,
    clips: Vec<ClipData>,
}

/// An oriented box in the world, in metres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Obb {
    /// Centre.
    pub centre: Vec3,
    /// Unit axes.
    pub axes: [Vec3; 3],
    /// Half the box's size along each axis (≥ 0).
    pub half: Vec3,
}

impl Obb {
    /// The box's extent along unit axis `n`: (lowest, highest) projection.
    fn span(&self, n: Vec3) -> (f32, f32) {
        let c = self.centre.dot(n);
        let r = (0..3).map(|i| self.half[i] * self.axes[i].dot(n).abs()).sum::<f32>();
        (c - r, c + r)
    }

    /// The world-axis box around this one: (min, max).
    pub fn aabb(&self) -> (Vec3, Vec3) {
        let r = Vec3::new(
            self.span(Vec3::X).1 - self.centre.x,
            self.span(Vec3::Y).1 - self.centre.y,
            self.span(Vec3::Z).1 - self.centre.z,
        );
        (self.centre - r, self.centre + r)
    }
}

/// How far apart two boxes are along the axis that separates them best, in metres:
/// positive when they are apart (a lower bound of the distance between them), zero or
/// negative when no axis of the separating-axis test parts them (they meet).
pub fn apart(a: &Obb, b: &Obb) -> f32 {
    let mut best = f32::NEG_INFINITY;
    let mut test = |n: Vec3| {
        let len = n.length();
        if len < 1e-6 {
            return;
        }
        let n = n / len;
        let (a0, a1) = a.span(n);
        let (b0, b1) = b.span(n);
        best = best.max((b0 - a1).max(a0 - b1));
    };
    for i in 0..3 {
        test(a.axes[i]);
        test(b.axes[i]);
        for j in 0..3 {
            test(a.axes[i].cross(b.axes[j]));
        }
    }
    best
}

/// How far apart two sets of boxes are: the least of [`apart`] over every pair (metres;
/// ≤ 0 when two boxes meet). Pairs whose world boxes are further apart than `enough`
/// are not tested box by box.
pub fn clearance(a: &[Obb], b: &[Obb], enough: f32) -> f32 {
    let mut least = f32::INFINITY;
    for p in a {
        let (pa, pb) = p.aabb();
        for q in b {
            let (qa, qb) = q.aabb();
            let coarse = (qa - pb).max(pa - qb).max_element();
            if coarse > enough {
                least = least.min(coarse);
                continue;
            }
            least = least.min(apart(p, q));
        }
    }
    least
}

fn vec3(v: [f32; 3]) -> Vec3 {
    Vec3::from_array(v)
}

/// Samples a channel at `t` seconds: linear between keys, rotations along the shortest
/// arc, held before the first key and after the last.
fn sample(ch: &Channel, t: f32) -> [f32; 4] {
    let times = &ch.times;
    let last = times.len().saturating_sub(1);
    if times.is_empty() {
        return [0.0, 0.0, 0.0, 1.0];
    }
    if t <= times[0] {
        return ch.values[0];
    }
    if t >= times[last] {
        return ch.values[last];
    }
    let i = times.partition_point(|k| *k <= t).clamp(1, last);
    let (t0, t1) = (times[i - 1], times[i]);
    let u = if t1 > t0 { (t - t0) / (t1 - t0) } else { 1.0 };
    let (a, b) = (ch.values[i - 1], ch.values[i]);
    if ch.property == Property::Rotation {
        let q = Quat::from_array(a).slerp(Quat::from_array(b), u);
        q.to_array()
    } else {
        std::array::from_fn(|k| a[k] + (b[k] - a[k]) * u)
    }
}

impl Body {
    /// Reads a model from its glTF binary (`.glb`) bytes.
    ///
    /// # Errors
    /// A sentence when the bytes are not a glTF binary, or it has no skinned mesh.
    pub fn from_glb(bytes: &[u8]) -> Result<Body, String> {
        let gltf = gltf::Gltf::from_slice(bytes).map_err(|e| format!("not a glTF binary: {e}"))?;
        let blob = gltf.blob.as_deref();
        let read = |buffer: gltf::Buffer| match buffer.source() {
            gltf::buffer::Source::Bin => blob,
            gltf::buffer::Source::Uri(_) => None,
        };
        let doc = &gltf.document;
        let mut nodes: Vec<Node> = doc
            .nodes()
            .map(|n| {
                let (t, r, s) = n.transform().decomposed();
                Node {
                    name: n.name().unwrap_or_default().to_string(),
                    parent: None,
                    translation: vec3(t),
                    rotation: Quat::from_array(r),
                    scale: vec3(s),
                }
            })
            .collect();
        for n in doc.nodes() {
            for c in n.children() {
                nodes[c.index()].parent = Some(n.index());
            }
        }
        let skinned = doc
            .nodes()
            .find_map(|n| n.mesh().zip(n.skin()))
            .ok_or_else(|| "the model has no skinned mesh".to_string())?;
        let (mesh, skin) = skinned;
        let joints: Vec<usize> = skin.joints().map(|j| j.index()).collect();
        let inverse_binds: Vec<Mat4> = skin
            .reader(read)
            .read_inverse_bind_matrices()
            .map(|m| m.map(|m| Mat4::from_cols_array_2d(&m)).collect())
            .unwrap_or_else(|| vec![Mat4::IDENTITY; joints.len()]);
        let mut bounds: Vec<Option<(Vec3, Vec3)>> = vec![None; joints.len()];
        for prim in mesh.primitives() {
            if prim.material().name() == Some("blade") {
                continue;
            }
            let r = prim.reader(read);
            let (Some(pos), Some(js), Some(ws)) = (r.read_positions(), r.read_joints(0), r.read_weights(0)) else {
                continue;
            };
            for ((p, j), w) in pos.zip(js.into_u16()).zip(ws.into_f32()) {
                let k = (0..4).max_by(|a, b| w[*a].total_cmp(&w[*b])).unwrap_or(0);
                let joint = usize::from(j[k]);
                let Some(bind) = inverse_binds.get(joint) else { continue };
                let q = bind.transform_point3(vec3(p));
                let b = &mut bounds[joint];
                *b = Some(b.map_or((q, q), |(lo, hi)| (lo.min(q), hi.max(q))));
            }
        }
        let boxes = bounds.iter().enumerate().filter_map(|(i, b)| b.map(|(lo, hi)| (joints[i], lo, hi))).collect();
        let mut clips = Vec::new();
        for anim in doc.animations() {
            let mut channels = Vec::new();
            let mut length = 0.0f32;
            for ch in anim.channels() {
                let r = ch.reader(read);
                let Some(times) = r.read_inputs().map(Iterator::collect::<Vec<f32>>) else { continue };
                let (property, values): (Property, Vec<[f32; 4]>) = match r.read_outputs() {
                    Some(gltf::animation::util::ReadOutputs::Translations(v)) => {
                        (Property::Translation, v.map(|[x, y, z]| [x, y, z, 0.0]).collect())
                    }
                    Some(gltf::animation::util::ReadOutputs::Rotations(v)) => {
                        (Property::Rotation, v.into_f32().collect())
                    }
                    Some(gltf::animation::util::ReadOutputs::Scales(v)) => {
                        (Property::Scale, v.map(|[x, y, z]| [x, y, z, 0.0]).collect())
                    }
                    _ => continue,
                };
                if values.len() != times.len() {
                    continue;
                }
                length = length.max(times.last().copied().unwrap_or(0.0));
                channels.push(Channel { node: ch.target().node().index(), property, times, values });
            }
            clips.push(ClipData { name: anim.name().unwrap_or_default().to_string(), length, channels });
        }
        Ok(Body { nodes, boxes, clips })
    }

    /// The names of the model's clips.
    pub fn clip_names(&self) -> Vec<&str> {
        self.clips.iter().map(|c| c.name.as_str()).collect()
    }

    /// A clip's length in seconds, if the model has it.
    pub fn clip_length(&self, clip: &str) -> Option<f32> {
        self.clips.iter().find(|c| c.name == clip).map(|c| c.length)
    }

    /// The body's boxes in the world with `clip` at `t` seconds (the rest pose when the
    /// model lacks the clip), the model placed by `place` (the figure's world transform),
    /// the weapon hand turned up by `lift` radians about the figure's lateral axis, as the
    /// game lifts the blade at close quarters (`anim::lift_blades_at_close_quarters`).
    pub fn posed(&self, clip: &str, t: f32, place: Mat4, lift: f32) -> Vec<Obb> {
        let mut local: Vec<(Vec3, Quat, Vec3)> =
            self.nodes.iter().map(|n| (n.translation, n.rotation, n.scale)).collect();
        if let Some(c) = self.clips.iter().find(|c| c.name == clip) {
            for ch in &c.channels {
                let Some(l) = local.get_mut(ch.node) else { continue };
                let v = sample(ch, t);
                match ch.property {
                    Property::Translation => l.0 = Vec3::new(v[0], v[1], v[2]),
                    Property::Rotation => l.1 = Quat::from_array(v).normalize(),
                    Property::Scale => l.2 = Vec3::new(v[0], v[1], v[2]),
                }
            }
        }
        let mut global: Vec<Option<Mat4>> = vec![None; self.nodes.len()];
        fn resolve(
            i: usize,
            depth: u32,
            nodes: &[Node],
            local: &[(Vec3, Quat, Vec3)],
            global: &mut [Option<Mat4>],
        ) -> Mat4 {
            if let Some(m) = global[i] {
                return m;
            }
            let (t, r, s) = local[i];
            let own = Mat4::from_scale_rotation_translation(s, r, t);
            // A node is never its own ancestor in a valid file; a broken one stops at 64.
            let m = match nodes[i].parent {
                Some(p) if depth < 64 => resolve(p, depth + 1, nodes, local, global) * own,
                _ => own,
            };
            global[i] = Some(m);
            m
        }
        if lift != 0.0
            && let Some(hand) = self.nodes.iter().position(|n| n.name == WEAPON_HAND)
        {
            let parent =
                self.nodes[hand].parent.map_or(Mat4::IDENTITY, |p| resolve(p, 0, &self.nodes, &local, &mut global));
            let (_, turn, _) = parent.to_scale_rotation_translation();
            let axis = (turn.inverse() * Vec3::Z).normalize_or_zero();
            if axis != Vec3::ZERO {
                local[hand].1 = Quat::from_axis_angle(axis, lift) * local[hand].1;
            }
        }
        self.boxes
            .iter()
            .map(|&(joint, lo, hi)| {
                let m = place * resolve(joint, 0, &self.nodes, &local, &mut global);
                let c = m.transform_point3((lo + hi) / 2.0);
                let h = (hi - lo) / 2.0;
                let cols = [m.x_axis.truncate(), m.y_axis.truncate(), m.z_axis.truncate()];
                let lens = cols.map(Vec3::length);
                Obb {
                    centre: c,
                    axes: std::array::from_fn(|i| cols[i].normalize_or_zero()),
                    half: Vec3::new(h.x * lens[0], h.y * lens[1], h.z * lens[2]),
                }
            })
            .collect()
    }
}
