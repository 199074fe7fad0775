"""Builds the two fencer miniatures of En Garde and exports them as glTF binaries.

    blender -b --factory-startup -P assets/models/make_fencers.py

(run from the repository root). Writes, overwriting:

    assets/models/fencer-left.glb   left-handed fencer, whites with slate-blue trim
    assets/models/fencer-right.glb  right-handed fencer, whites with bronze trim

Everything is modelled here: lofted cross-sections (superellipses with one radius per
half-axis) for the jacket, sleeves, breeches, socks, shoes, hands and the bib, a shaped
superellipsoid shell for the mask with its wire grid, lathed profiles for the collar and
the foil; the script is deterministic. One builder, `build_fencer(hand)`, makes either figure:
it is authored for a "canonical" weapon side and mirrors every lateral offset and
rotation for the other hand (no negative scale).

Conventions (Blender, Z up): the figure faces +X, its right hand is at -Y; the glTF
exporter turns this into Y up, facing +X, right hand at +Z. The feet stand on z = 0 and
x = 0 is midway between the feet in the on-guard stance. The rest pose of the armature
IS the on-guard stance, so every clip starts and ends at the identity pose.

Animation clips (30 fps, one Blender action each, exported as one named glTF animation
each through NLA tracks): guard 2.0 s (loop), advance 0.4, retreat 0.4, lunge 0.7,
parry 0.5 (blade contact at 40 %), riposte 0.5, hit 0.7, salute 1.6, thrust 0.5. Poses are solved
per frame from a few parameters (hip offset, torso rotations about armature axes, foot
targets, wrist targets, blade direction) with an analytic two-bone IK, then baked as
pose-bone quaternions (every frame, linear).
"""

import math
import os

import bmesh
import bpy
from mathutils import Matrix, Quaternion, Vector

FPS = 30
HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------------------------------
# Small math helpers
# ----------------------------------------------------------------------------------------


def V(x, y, z):
    return Vector((x, y, z))


def norm(v):
    v = Vector(v)
    return v.normalized() if v.length > 1e-9 else Vector((0, 0, 0))


def perp(v, n):
    """Component of v perpendicular to the unit vector n, normalised."""
    return norm(v - n * v.dot(n))


def smooth(t):
    t = min(1.0, max(0.0, t))
    return t * t * (3.0 - 2.0 * t)


def frame_matrix(x, y):
    """3x3 rotation whose columns are x, y (made orthogonal) and x cross y."""
    x = norm(x)
    y = perp(y, x)
    z = x.cross(y)
    return Matrix((x, y, z)).transposed()


# ----------------------------------------------------------------------------------------
# Mesh accumulation: every part goes into one list of vertices/faces, with a material
# index and per-vertex bone weights computed from the rest skeleton.
# ----------------------------------------------------------------------------------------


class MeshBuilder:
    def __init__(self, segs):
        self.verts = []
        self.faces = []
        self.mats = []
        self.weights = []  # per vertex: dict bone -> weight
        self.segs = segs  # bone name -> (head, tail) in rest, armature space

    def add(self, verts, faces, mat, bones, blend=0.0, wfn=None):
        """Adds a part. mat: a material index, or a function of a face (its vertex
        indices within the part) giving one; bones: candidate bone names (first = owner);
        blend: radius in m over which weight fades between candidate bones by distance
        (0 = rigid); wfn: a function point -> {bone: weight} instead."""
        base = len(self.verts)
        for v in verts:
            self.verts.append(Vector(v))
            self.weights.append(wfn(Vector(v)) if wfn else self._weights(Vector(v), bones, blend))
        self._faces(base, faces, mat)

    def addw(self, verts, faces, mat, weights):
        """Adds a part with one weight dict per vertex (mat as for `add`)."""
        base = len(self.verts)
        self.verts.extend(Vector(v) for v in verts)
        self.weights.extend(weights)
        self._faces(base, faces, mat)

    def _faces(self, base, faces, mat):
        for f in faces:
            self.faces.append(tuple(base + i for i in f))
            self.mats.append(mat(f) if callable(mat) else mat)

    def _weights(self, p, bones, blend):
        if blend <= 0.0 or len(bones) == 1:
            return {bones[0]: 1.0}
        ds = []
        for b in bones:
            h, t = self.segs[b]
            d = t - h
            s = 0.0 if d.length < 1e-9 else min(1.0, max(0.0, (p - h).dot(d) / d.length_squared))
            ds.append((p - (h + d * s)).length)
        dmin = min(ds)
        w = {}
        for b, d in zip(bones, ds):
            x = (d - dmin) / blend
            if x < 1.0:
                w[b] = w.get(b, 0.0) + (1.0 - smooth(x))
        tot = sum(w.values())
        return {b: v / tot for b, v in w.items() if v / tot > 0.01}


def lathe(profile, n, origin, axis, up, sx=1.0, sy=1.0, loop=False, arc=None):
    """Surface of revolution. profile: [(h, r)] along `axis` from `origin`; r == 0 makes a
    pole. The section is an ellipse: r*sx along `up`, r*sy along axis x up. loop: the
    profile is a closed outline (a ring, e.g. the bell guard). Open ends are capped."""
    w = norm(axis)
    u = perp(up, w)
    v = w.cross(u)
    verts, faces, rings = [], [], []
    for pt in profile:
        h, r = pt[0], pt[1]
        ex = pt[2] if len(pt) > 2 else 1.0
        ey = pt[3] if len(pt) > 3 else 1.0
        c = origin + w * h
        if r <= 1e-7:
            rings.append([len(verts)])
            verts.append(c)
            continue
        ring = []
        for i in range(n):
            a = 2 * math.pi * i / n
            ring.append(len(verts))
            verts.append(c + u * (math.cos(a) * r * sx * ex) + v * (math.sin(a) * r * sy * ey))
        rings.append(ring)
    pairs = list(zip(rings[:-1], rings[1:]))
    if loop:
        pairs.append((rings[-1], rings[0]))
    for a, b in pairs:
        if len(a) == 1 and len(b) == 1:
            continue
        if len(a) == 1:
            for i in range(n):
                faces.append((a[0], b[i], b[(i + 1) % n]))
        elif len(b) == 1:
            for i in range(n):
                faces.append((a[i], b[0], a[(i + 1) % n]))
        else:
            for i in range(n):
                j = (i + 1) % n
                faces.append((a[i], b[i], b[j], a[j]))
    if not loop:
        if len(rings[0]) > 1:
            faces.append(tuple(reversed(rings[0])))
        if len(rings[-1]) > 1:
            faces.append(tuple(rings[-1]))
    return verts, faces


def capsule(p0, p1, r0, r1, n=10, up=V(0, 0, 1), sx=1.0, sy=1.0, k=3, bulge=None):
    """Tapered capsule from p0 to p1 (radii r0, r1) with hemispherical ends of k rings.
    bulge: optional (position 0..1, extra radius) for a calf or a forearm."""
    p0, p1 = Vector(p0), Vector(p1)
    L = (p1 - p0).length
    prof = []
    for i in range(k + 1):
        a = -math.pi / 2 + (math.pi / 2) * i / k
        prof.append((r0 * math.sin(a), r0 * math.cos(a)))
    mids = [0.25, 0.5, 0.75]
    for m in mids:
        r = r0 + (r1 - r0) * m
        if bulge:
            r += bulge[1] * max(0.0, 1.0 - abs(m - bulge[0]) / 0.5)
        prof.append((L * m, r))
    for i in range(k + 1):
        a = (math.pi / 2) * i / k
        prof.append((L + r1 * math.sin(a), r1 * math.cos(a)))
    if abs((p1 - p0).normalized().dot(norm(up))) > 0.95:
        up = V(1, 0, 0)
    return lathe(prof, n, p0, p1 - p0, up, sx, sy)


def ellipsoid(c, rx, ry, rz, frame=None, n=12, rings=7):
    """Ellipsoid with radii along the columns of `frame` (3x3, default identity)."""
    frame = frame or Matrix.Identity(3)
    prof = []
    for i in range(rings + 1):
        a = -math.pi / 2 + math.pi * i / rings
        prof.append((rz * math.sin(a), math.cos(a)))
    verts, faces = lathe(prof, n, V(0, 0, 0), V(0, 0, 1), V(1, 0, 0))
    out = []
    for p in verts:
        q = V(p.x * rx, p.y * ry, p.z)
        out.append(Vector(c) + frame @ q)
    return out, faces


def sgnpow(c, e):
    return math.copysign(abs(c) ** e, c)


def section(c, U, W, n, up, un, wp, wn, e=2.0):
    """A closed cross-section of n points around c in the plane of the unit vectors U, W:
    a superellipse (exponent e: 2 = ellipse, more = boxier) with its own radius on each
    half-axis (+U, -U, +W, -W)."""
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        ca, sa = math.cos(a), math.sin(a)
        x = sgnpow(ca, 2.0 / e) * (up if ca >= 0 else un)
        y = sgnpow(sa, 2.0 / e) * (wp if sa >= 0 else wn)
        pts.append(Vector(c) + U * x + W * y)
    return pts


def loft(rings, cap0=True, cap1=True, closed=True):
    """Skins consecutive rings of equal size with quads. cap0/cap1: True = a fan to the
    ring's centroid, a Vector = a fan to that point, False = open. Returns verts, faces and
    each vertex's ring index (the caps take their ring's)."""
    verts, faces, ring_of, idx = [], [], [], []
    for k, r in enumerate(rings):
        idx.append(list(range(len(verts), len(verts) + len(r))))
        verts.extend(Vector(p) for p in r)
        ring_of.extend([k] * len(r))
    n = len(rings[0])
    m = n if closed else n - 1
    for a, b in zip(idx[:-1], idx[1:]):
        for i in range(m):
            j = (i + 1) % n
            faces.append((a[i], a[j], b[j], b[i]))
    for cap, k in ((cap0, 0), (cap1, len(rings) - 1)):
        if cap is False or cap is None:
            continue
        r = idx[k]
        c = Vector(cap) if isinstance(cap, Vector) else sum((verts[i] for i in r), Vector()) / n
        verts.append(c)
        ring_of.append(k)
        p = len(verts) - 1
        for i in range(m):
            faces.append((r[i], r[(i + 1) % n], p))
    return verts, faces, ring_of


class Chain:
    """A polyline (shoulder-elbow-wrist, hip-knee-ankle) walked by arc length, extrapolated
    past both ends, its tangent blended over +-bl around the inner joints (bl: one length
    or one per inner joint)."""

    def __init__(self, pts, bl=0.05):
        self.p = [Vector(x) for x in pts]
        self.d = [norm(b - a) for a, b in zip(self.p[:-1], self.p[1:])]
        self.cum = [0.0]
        for a, b in zip(self.p[:-1], self.p[1:]):
            self.cum.append(self.cum[-1] + (b - a).length)
        self.length = self.cum[-1]
        self.bl = bl

    def at(self, s):
        k = 0
        while k < len(self.d) - 1 and s > self.cum[k + 1]:
            k += 1
        pos = self.p[k] + self.d[k] * (s - self.cum[k])
        t = self.d[k]
        for i in range(1, len(self.p) - 1):
            sj = self.cum[i]
            bl = self.bl[i - 1] if isinstance(self.bl, (tuple, list)) else self.bl
            if abs(s - sj) < bl:
                u = smooth((s - sj + bl) / (2 * bl))
                t = norm(self.d[i - 1].lerp(self.d[i], u))
        return pos, t


def chain_loft(chain, ref, stations, n, e=2.0, off=None):
    """Rings along a chain. stations: (s, r+U, r-U, r+W, r-W[, exponent]) with U = the
    reference direction made perpendicular to the tangent, W = tangent x U. off: optional
    function s -> offset vector (a curl). The end caps are pulled out along the tangent."""
    rings, ss = [], []
    for st in stations:
        s = st[0]
        c, t = chain.at(s)
        if off:
            c = c + off(s, t)
        U = perp(ref, t)
        W = t.cross(U)
        rings.append(section(c, U, W, n, st[1], st[2], st[3], st[4], st[5] if len(st) > 5 else e))
        ss.append(s)
    c0, t0 = chain.at(stations[0][0])
    c1, t1 = chain.at(stations[-1][0])
    r0 = min(stations[0][1:5])
    r1 = min(stations[-1][1:5])
    if off:
        c0, c1 = c0 + off(stations[0][0], t0), c1 + off(stations[-1][0], t1)
    v, f, ring_of = loft(rings, c0 - t0 * r0 * 0.6, c1 + t1 * r1 * 0.6)
    return v, f, [ss[k] for k in ring_of]


def normw(w):
    """Normalised weights, the four largest kept."""
    items = sorted(((x, b) for b, x in w.items() if x > 1e-4), key=lambda t: (-t[0], t[1]))[:4]
    tot = sum(x for x, _ in items)
    out = {b: x / tot for x, b in items if x / tot > 0.01}
    tot = sum(out.values())
    return {b: x / tot for b, x in out.items()}


# ----------------------------------------------------------------------------------------
# The figure
# ----------------------------------------------------------------------------------------

BONES = ['hips', 'spine', 'chest', 'neck', 'head',
         'upper_arm.weapon', 'forearm.weapon', 'hand.weapon',
         'upper_arm.rear', 'forearm.rear', 'hand.rear',
         'thigh.front', 'shin.front', 'foot.front',
         'thigh.back', 'shin.back', 'foot.back']
PARENT = {'hips': None, 'spine': 'hips', 'chest': 'spine', 'neck': 'chest', 'head': 'neck',
          'upper_arm.weapon': 'chest', 'forearm.weapon': 'upper_arm.weapon',
          'hand.weapon': 'forearm.weapon',
          'upper_arm.rear': 'chest', 'forearm.rear': 'upper_arm.rear', 'hand.rear': 'forearm.rear',
          'thigh.front': 'hips', 'shin.front': 'thigh.front', 'foot.front': 'shin.front',
          'thigh.back': 'hips', 'shin.back': 'thigh.back', 'foot.back': 'shin.back'}

# Fencing whites (a warm off-white cotton), each fencer's colour as trim (the collar,
# the jacket's hem, the gauntlet's cuff, the band below the knee, the shoes): slate blue
# for the left fencer (the silver one), bronze for the right — cool against warm, told
# apart also by lightness and without red or green. The mask's shell and the foil's
# pommel and grip are steel.
CLOTH = ((0.86, 0.85, 0.81), 0.0, 0.78)
TRIM = {
    'left': ((0.10, 0.20, 0.42), 0.0, 0.55),
    'right': ((0.55, 0.25, 0.06), 0.0, 0.55),
}
SHOE = ((0.05, 0.05, 0.055), 0.0, 0.6)
STEEL = ((0.62, 0.63, 0.66), 1.0, 0.35)
MASK = ((0.04, 0.04, 0.05), 0.6, 0.45)
BLADE = ((0.92, 0.93, 0.96), 1.0, 0.15)

BLADE_LEN = 0.85


class Side:
    """Lateral mirroring. Authoring is done with +W = the weapon side; Blender y = ws * w
    where ws = -1 for the right-handed fencer (right hand at -Y) and +1 for the left."""

    def __init__(self, hand):
        self.ws = -1.0 if hand == 'right' else 1.0

    def P(self, x, w, z):
        return V(x, self.ws * w, z)

    def rot(self, axis, deg):
        """Rotation about an armature axis 'X' (forward), 'W' (weapon side, pitch:
        positive tips +X down) or 'Z' (up), authored for the canonical side."""
        a = math.radians(deg)
        if axis == 'X':
            return Quaternion(V(1, 0, 0), a * self.ws)
        if axis == 'W':
            return Quaternion(V(0, 1, 0), a)
        return Quaternion(V(0, 0, 1), a * self.ws)

    def euler(self, r):
        """(roll about X, pitch about W, yaw about Z) in degrees -> quaternion."""
        if not r:
            return Quaternion()
        rx, rw, rz = r
        return self.rot('Z', rz) @ self.rot('W', rw) @ self.rot('X', rx)


def rest_skeleton(sd):
    """Joint positions of the on-guard stance (armature space, metres)."""
    P = sd.P
    T = math.radians(62)  # torso turned side-on: weapon shoulder forward
    S = lambda s, z: P(0.19 * s * math.sin(T), 0.19 * s * math.cos(T), z)
    H = math.radians(52)  # pelvis turn
    j = {}
    j['hips'] = (P(0, 0, 0.83), P(0, 0, 0.94))
    j['spine'] = (P(0, 0, 0.94), P(0.0, 0, 1.12))
    j['chest'] = (P(0.0, 0, 1.12), P(0.0, 0, 1.34))
    j['neck'] = (P(0.0, 0, 1.34), P(0.012, 0, 1.42))
    j['head'] = (P(0.012, 0, 1.42), P(0.02, 0, 1.58))
    sh_w, sh_r = S(1, 1.305), S(-1, 1.305)
    el_w = P(0.31, 0.17, 1.065)
    wr_w = P(0.57, 0.17, 1.11)
    blade = norm(P(1.0, 0.0, -0.09))
    j['upper_arm.weapon'] = (sh_w, el_w)
    j['forearm.weapon'] = (el_w, wr_w)
    j['hand.weapon'] = (wr_w, wr_w + blade * 0.09)
    el_r = P(-0.43, -0.19, 1.36)
    wr_r = P(-0.395, -0.20, 1.615)
    j['upper_arm.rear'] = (sh_r, el_r)
    j['forearm.rear'] = (el_r, wr_r)
    j['hand.rear'] = (wr_r, wr_r + norm(P(0.6, 0.05, 0.8)) * 0.08)
    hip_f = P(0.085 * math.sin(H), 0.085 * math.cos(H), 0.79)
    hip_b = P(-0.085 * math.sin(H), -0.085 * math.cos(H), 0.79)
    kn_f, an_f = P(0.31, 0.10, 0.47), P(0.26, 0.085, 0.085)
    kn_b, an_b = P(-0.21, -0.20, 0.45), P(-0.28, -0.05, 0.085)
    fdir_f = norm(P(1, 0, 0))
    fdir_b = norm(P(0.28, -1, 0))
    j['thigh.front'] = (hip_f, kn_f)
    j['shin.front'] = (kn_f, an_f)
    j['foot.front'] = (an_f, an_f + fdir_f * 0.15 + V(0, 0, -0.05))
    j['thigh.back'] = (hip_b, kn_b)
    j['shin.back'] = (kn_b, an_b)
    j['foot.back'] = (an_b, an_b + fdir_b * 0.15 + V(0, 0, -0.05))
    # x = 0 midway between the shoe centres
    mid = ((an_f + fdir_f * 0.075).x + (an_b + fdir_b * 0.075).x) / 2
    shift = V(-mid, 0, 0)
    j = {k: (h + shift, t + shift) for k, (h, t) in j.items()}
    extra = {'blade_dir': blade, 'torso_turn': T, 'pelvis_turn': H,
             'fdir_front': fdir_f, 'fdir_back': fdir_b}
    return j, extra


def build_mesh(sd, j, ex):
    """All the parts of the figure (lofted cross-sections), skinned with smooth weights
    laid out along each part (torso by height, limbs by arc length across the joints)."""
    P = sd.P
    mb = MeshBuilder(j)
    CLOTH_, MASKM, BLADEM, TRIM_, SHOE_, METAL = 0, 1, 2, 3, 4, 5

    def by_height(v, lo, hi):
        """Trim on the faces whose centre lies between heights lo and hi, cloth elsewhere."""
        return lambda fc: TRIM_ if lo <= sum(v[i].z for i in fc) / len(fc) <= hi else CLOTH_

    def by_station(ss, lo, hi):
        """Trim on the faces whose mean station (arc length) lies between lo and hi."""
        return lambda fc: TRIM_ if lo <= sum(ss[i] for i in fc) / len(fc) <= hi else CLOTH_
    T, H = ex['torso_turn'], ex['pelvis_turn']
    Z = V(0, 0, 1)
    hip_c = j['hips'][0]
    shoulder = {s: j['upper_arm.' + s][0] for s in ('weapon', 'rear')}
    hipj = {l: j['thigh.' + l][0] for l in ('front', 'back')}

    # --- torso: breeches seat, fitted jacket (flared hem, waist, chest, shoulders), one
    # loft of horizontal sections turning from the pelvis' angle to the chest's
    TORSO = [  # height, half-width (shoulder to shoulder), front, back, exponent
        (0.758, 0.070, 0.036, 0.060, 2.0),
        (0.772, 0.110, 0.058, 0.092, 2.2),
        (0.792, 0.138, 0.082, 0.112, 2.3),
        (0.815, 0.150, 0.098, 0.118, 2.3),
        (0.838, 0.150, 0.100, 0.114, 2.3),  # breeches under the hem
        (0.841, 0.170, 0.118, 0.130, 2.3),  # the hem's edge
        (0.853, 0.170, 0.118, 0.130, 2.3),
        (0.885, 0.158, 0.110, 0.118, 2.3),
        (0.935, 0.140, 0.100, 0.102, 2.2),
        (0.990, 0.129, 0.096, 0.092, 2.2),  # waist
        (1.055, 0.142, 0.110, 0.095, 2.2),
        (1.125, 0.162, 0.128, 0.100, 2.2),
        (1.195, 0.176, 0.136, 0.104, 2.3),  # chest
        (1.250, 0.182, 0.126, 0.104, 2.4),  # shoulder blades
        (1.292, 0.178, 0.106, 0.094, 2.5),  # shoulders (the sleeves' caps round them)
        (1.324, 0.168, 0.088, 0.082, 2.6),
        (1.347, 0.136, 0.072, 0.068, 2.4),
        (1.364, 0.084, 0.058, 0.056, 2.1),
        (1.376, 0.052, 0.048, 0.048, 2.0),
    ]

    def turn(z):
        return H + (T - H) * smooth((z - 0.86) / 0.30)

    rings = []
    for z, hw, fr, bk, e in TORSO:
        a = turn(z)
        U = P(math.sin(a), math.cos(a), 0)  # toward the weapon shoulder
        W = P(math.cos(a), -math.sin(a), 0)  # the chest's facing
        c = V(hip_c.x, hip_c.y, z)
        rings.append(section(c, U, W, 24, hw, hw, fr, bk, e))
    v, f, _ = loft(rings, V(hip_c.x, hip_c.y, 0.752), True)

    def torso_w(p):
        z = p.z
        a = smooth((z - 0.90) / 0.08)  # hips -> spine
        c = smooth((z - 1.08) / 0.10)  # spine -> chest
        w = {'hips': 1 - a, 'spine': a * (1 - c), 'chest': c}
        for leg, hj in hipj.items():
            d = (p - hj).length
            k = 0.7 * (1 - smooth(d / 0.17)) * (1 - smooth((z - 0.80) / 0.07))
            if k > 0:
                w['thigh.' + leg] = k
                for b in ('hips', 'spine', 'chest'):
                    w[b] *= (1 - k)
        for side, sh in shoulder.items():
            d = (p - sh).length
            k = 0.6 * (1 - smooth(d / 0.11))
            if k > 0:
                w['upper_arm.' + side] = k
                for b in ('hips', 'spine', 'chest'):
                    w[b] *= (1 - k)
        return normw(w)

    mb.add(v, f, by_height(v, 0.8395, 0.8545), [], wfn=torso_w)  # trim on the hem

    # --- the jacket's standing collar, round the neck
    n0 = j['neck'][0]
    v, f = lathe([(0.012, 0.048), (0.012, 0.060), (0.050, 0.058), (0.058, 0.054), (0.054, 0.049)],
                 18, n0, Z, P(1, 0, 0), loop=True)
    mb.add(v, f, TRIM_, [], wfn=lambda p: normw({'chest': 0.7, 'neck': 0.3}) if p.z < n0.z + 0.03
           else normw({'chest': 0.4, 'neck': 0.6}))
    # --- neck
    v, f = capsule(j['neck'][0] - V(0, 0, 0.01), j['neck'][1] + V(0, 0, 0.02), 0.046, 0.044, n=10)
    mb.add(v, f, CLOTH_, ['neck', 'head'], 0.04)

    # --- fencing mask: a shell taller than wide, flat-ish top and back, the wire mesh of the
    # front (a raised grid on the dark `mask` material inside a raised metal rim), and a bib
    O = j['head'][0]
    C = O + V(0.02, 0, 0.052)
    th_front = [-90 + 6 * k for k in range(31)]  # visor columns, fine
    thetas = th_front + [108, 126, 144, 162, 180, -162, -144, -126, -108]
    phis = [-80, -70, -62] + [-56 + 6 * m for m in range(18)] + [55, 66, 78]
    vis_t = (-78, 78)  # the wire mesh, inside a raised metal rim one cell wide
    vis_p = (-56, 40)
    rim_t = (-84, 84)
    rim_p = (-62, 46)

    def mask_pt(td, pd):
        th, ph = math.radians(td), math.radians(pd)
        ct, st_, cp, sp = math.cos(th), math.sin(th), math.cos(ph), math.sin(ph)
        eh = 0.92 if ct > 0 else 0.62
        ev = 0.55 if sp > 0 else 0.85
        ax = 0.118 if ct > 0 else 0.108
        ay = 0.096
        az = 0.128 if sp > 0 else 0.078 + 0.062 * max(0.0, ct) ** 1.3
        x = ax * sgnpow(cp, ev) * sgnpow(ct, eh)
        y = ay * sgnpow(cp, ev) * sgnpow(st_, eh)
        z = az * sgnpow(sp, ev)
        if x > 0 and z > 0:
            x *= 1 - 0.16 * (z / 0.128) ** 2  # forehead
        if x > 0 and z < 0:
            x *= 1 - 0.20 * (z / 0.14) ** 2  # chin
        if z < 0:
            y *= 1 - 0.14 * (-z / 0.14)
        x -= 0.10 * z  # the face slopes back toward the top
        return V(x, y, z)

    def in_range(a, r):
        return r[0] <= a <= r[1]

    mverts, mweights = [], []
    grid = []
    for pd in phis:
        row = []
        for td in thetas:
            p = mask_pt(td, pd)
            d = norm(p - V(0, 0, -0.02))
            off = 0.0
            if in_range(td, rim_t) and in_range(pd, rim_p):
                if not (in_range(td, vis_t) and in_range(pd, vis_p)) or td in vis_t or pd in vis_p:
                    off = 0.005  # the rim
                else:
                    ri = (td - vis_t[0]) // 6 % 2 == 0  # a wire every other line
                    rj = (pd - vis_p[0]) // 6 % 2 == 0
                    off = 0.002 if (ri or rj) else -0.005
            row.append(len(mverts))
            mverts.append(C + p + d * off)
        grid.append(row)
    mfaces, mmats = [], []
    nt = len(thetas)
    for a in range(len(phis) - 1):
        for b in range(nt):
            b1 = (b + 1) % nt
            q = (grid[a][b], grid[a][b1], grid[a + 1][b1], grid[a + 1][b])
            t0, t1 = thetas[b], thetas[b1]
            vis = (b1 != 0 and vis_t[0] <= t0 and t1 <= vis_t[1]
                   and vis_p[0] <= phis[a] and phis[a + 1] <= vis_p[1])
            mfaces.append(q)
            mmats.append(MASKM if vis else METAL)
    for pole, row in ((C + mask_pt(0, -90), grid[0]), (C + mask_pt(0, 90), grid[-1])):
        mverts.append(pole)
        p = len(mverts) - 1
        for b in range(nt):
            mfaces.append((row[b], row[(b + 1) % nt], p))
            mmats.append(METAL)
    base = len(mb.verts)
    mb.addw(mverts, [], METAL, [{'head': 1.0}] * len(mverts))
    for q, m in zip(mfaces, mmats):
        mb.faces.append(tuple(base + i for i in q))
        mb.mats.append(m)
    # the bib: a padded flap hanging from the mesh's lower edge over the throat, its
    # sections rounded slabs bent round the neck
    ax_c = V(C.x - 0.04, C.y, 0)
    brows = [  # depth below C, radius from the neck axis, half-arc (deg), thickness
        (0.085, 0.100, 70, 0.014),
        (0.120, 0.100, 70, 0.018),
        (0.150, 0.101, 67, 0.018),
        (0.172, 0.104, 62, 0.016),
        (0.184, 0.106, 56, 0.010),
        (0.188, 0.106, 50, 0.004),
    ]
    rings = []
    for dz, R, ha, th in brows:
        pts = []
        for i in range(20):
            a = 2 * math.pi * i / 20
            u = sgnpow(math.cos(a), 2.0 / 3.0)
            t = sgnpow(math.sin(a), 2.0 / 3.0) * th / 2
            ang = math.radians(ha) * u
            pts.append(ax_c + V(math.cos(ang) * (R + t), math.sin(ang) * (R + t), C.z - dz))
        rings.append(pts)
    v, f, _ = loft(rings, True, True)
    mb.add(v, f, CLOTH_, ['head'])  # the bib

    # --- arms: jacket sleeve from the shoulder to the wrist, one loft over the elbow
    arm_st = {}
    for side in ('weapon', 'rear'):
        ua, fa, hd = 'upper_arm.' + side, 'forearm.' + side, 'hand.' + side
        A, K = j[ua]
        E = j[fa][1]
        # the sleeve sweeps out of the torso: a short run from inside the chest out to the
        # shoulder joint, then bends down the arm (the bend is the deltoid's cap)
        out = V(A.x - hip_c.x, A.y - hip_c.y, 0).normalized()
        A0 = A - out * 0.075 + Z * 0.012  # along the slope of the shoulder
        ch = Chain([A0, A, K, E], bl=(0.065, 0.05))
        s0, L1, L = ch.cum[1], ch.cum[2], ch.length
        q = perp(K - A, norm(E - A))  # toward the elbow's point
        st = [  # s, elbow side, inner side, lateral +, lateral -
            (s0 - 0.060, 0.030, 0.030, 0.032, 0.032),
            (s0 - 0.035, 0.043, 0.043, 0.045, 0.045),
            (s0 - 0.005, 0.056, 0.054, 0.057, 0.057),
            (s0 + 0.030, 0.058, 0.051, 0.057, 0.057),  # deltoid
            (s0 + 0.085, 0.050, 0.048, 0.049, 0.049),
            (s0 + 0.150, 0.045, 0.050, 0.046, 0.046),  # biceps
            (L1 - 0.055, 0.041, 0.043, 0.042, 0.042),
            (L1 - 0.015, 0.042, 0.038, 0.040, 0.040),
            (L1 + 0.020, 0.042, 0.037, 0.041, 0.041),  # elbow
            (L1 + 0.065, 0.041, 0.042, 0.043, 0.043),  # forearm muscle
            (L1 + 0.130, 0.036, 0.036, 0.037, 0.037),
            (L - 0.050, 0.030, 0.030, 0.032, 0.032),
            (L - 0.008, 0.026, 0.026, 0.029, 0.029),  # wrist
            (L + 0.010, 0.025, 0.025, 0.027, 0.027),
        ]
        arm_st[side] = (ch, q, L1, L)
        v, f, ss = chain_loft(ch, q, st, 14)

        def arm_w(s, ua=ua, fa=fa, hd=hd, L1=L1, L=L, s0=s0):
            c = 0.85 * (1 - smooth((s - (s0 - 0.05)) / 0.11))  # shoulder blends into the chest
            k = smooth((s - (L1 - 0.05)) / 0.10)  # elbow
            h = 0.5 * smooth((s - (L - 0.02)) / 0.04)  # wrist
            w = {'chest': c, ua: (1 - c) * (1 - k), fa: (1 - c) * k * (1 - h), hd: k * h}
            return normw(w)

        mb.addw(v, f, CLOTH_, [arm_w(s) for s in ss])

    # gauntlet: a flared cuff over the weapon sleeve, its rolled edge well proud of the wrist
    ch, q, L1, L = arm_st['weapon']
    st = [
        (L - 0.150, 0.033, 0.033, 0.035, 0.035),
        (L - 0.135, 0.039, 0.039, 0.041, 0.041),
        (L - 0.080, 0.044, 0.044, 0.046, 0.046),
        (L - 0.030, 0.051, 0.051, 0.053, 0.053),
        (L - 0.008, 0.056, 0.056, 0.058, 0.058),
        (L + 0.000, 0.058, 0.058, 0.060, 0.060),  # rolled edge
        (L + 0.008, 0.054, 0.054, 0.056, 0.056),
        (L + 0.011, 0.036, 0.036, 0.038, 0.038),
    ]
    v, f, ss = chain_loft(ch, q, st, 16)
    cuff_w = lambda s: normw({'forearm.weapon': 1.0 - 0.25 * smooth((s - (L - 0.03)) / 0.03),
                              'hand.weapon': 0.25 * smooth((s - (L - 0.03)) / 0.03)})
    mb.addw(v, f, TRIM_, [cuff_w(s) for s in ss])

    # weapon fist: a glove closed round the grip, thumb along the top of the grip
    hw, ht = j['hand.weapon']
    bd = ex['blade_dir']
    side_up = perp(Z, bd)
    lat = bd.cross(side_up) * sd.ws  # toward the weapon side's outside, either hand
    g = hw + bd * 0.045  # grip centre in the fist
    fch = Chain([g - bd * 0.2, g + bd * 0.2])
    st = [  # along the grip from the wrist: up (thumb side), down (fingers), lateral +/-
        (0.200 - 0.060, 0.026, 0.026, 0.029, 0.029),
        (0.200 - 0.040, 0.031, 0.031, 0.035, 0.035),
        (0.200 - 0.012, 0.035, 0.036, 0.039, 0.039),
        (0.200 + 0.020, 0.035, 0.040, 0.041, 0.041),  # knuckles
        (0.200 + 0.040, 0.031, 0.036, 0.036, 0.036),
        (0.200 + 0.050, 0.022, 0.026, 0.027, 0.027),
    ]
    v, f, _ = chain_loft(fch, side_up, st, 14, e=2.6)
    mb.add(v, f, CLOTH_, ['hand.weapon'])
    v, f = capsule(g + side_up * 0.026 + lat * 0.012 - bd * 0.01,
                   g + side_up * 0.022 + lat * 0.006 + bd * 0.055, 0.013, 0.011, n=8, k=2)
    mb.add(v, f, CLOTH_, ['hand.weapon'])  # thumb

    # rear hand: plain, open and relaxed, the fingers together and slightly curled
    hr, tr = j['hand.rear']
    rd = norm(tr - hr)
    hl = perp(P(0, 1, 0), rd)  # across the palm
    hn = rd.cross(hl) * sd.ws  # palm normal, the same for either hand
    rch = Chain([hr - rd * 0.2, hr + rd * 0.2])
    st = [  # s from the wrist: palm normal +/-, across +/-
        (0.200 - 0.015, 0.021, 0.021, 0.025, 0.025),
        (0.200 + 0.010, 0.018, 0.018, 0.032, 0.032),
        (0.200 + 0.050, 0.016, 0.016, 0.038, 0.038),  # palm
        (0.200 + 0.085, 0.014, 0.014, 0.039, 0.039),  # knuckles
        (0.200 + 0.100, 0.011, 0.011, 0.037, 0.037),
        (0.200 + 0.130, 0.010, 0.010, 0.034, 0.034),
        (0.200 + 0.150, 0.008, 0.008, 0.028, 0.028),
        (0.200 + 0.160, 0.006, 0.006, 0.016, 0.016),
    ]
    curl = lambda s, t: hn * (-0.018 * max(0.0, (s - 0.28) / 0.08) ** 2)
    v, f, _ = chain_loft(rch, hn, st, 12, e=2.4, off=curl)
    mb.add(v, f, CLOTH_, ['hand.rear'])
    v, f = capsule(hr + rd * 0.025 + hl * 0.026 - hn * 0.006,
                   hr + rd * 0.075 + hl * 0.052 - hn * 0.016, 0.012, 0.009, n=8, k=2)
    mb.add(v, f, CLOTH_, ['hand.rear'])  # thumb

    # --- legs: full breeches ending below the knee in a band, long socks over shaped
    # calves, then low rounded fencing shoes on a sole
    for leg in ('front', 'back'):
        th, sh, ft = 'thigh.' + leg, 'shin.' + leg, 'foot.' + leg
        A, K = j[th]
        E = j[sh][1]
        ch = Chain([A, K, E], bl=0.07)
        L1, L = ch.cum[1], ch.length
        q = perp(K - A, norm(E - A))  # the knee's front
        st = [  # s, front, back, lateral +, lateral -
            (-0.080, 0.040, 0.045, 0.045, 0.045),
            (-0.055, 0.072, 0.078, 0.074, 0.074),
            (-0.015, 0.090, 0.100, 0.092, 0.092),
            (0.060, 0.094, 0.098, 0.094, 0.090),  # full breeches
            (0.150, 0.086, 0.086, 0.083, 0.080),
            (0.250, 0.071, 0.069, 0.068, 0.066),
            (L1 - 0.060, 0.059, 0.058, 0.058, 0.057),
            (L1 - 0.010, 0.058, 0.054, 0.056, 0.056),  # knee
            (L1 + 0.032, 0.056, 0.053, 0.054, 0.054),
            (L1 + 0.036, 0.061, 0.059, 0.060, 0.060),  # band
            (L1 + 0.062, 0.061, 0.059, 0.060, 0.060),
            (L1 + 0.066, 0.053, 0.052, 0.053, 0.053),
            (L1 + 0.068, 0.044, 0.046, 0.045, 0.045),  # long sock
            (L1 + 0.100, 0.043, 0.056, 0.047, 0.047),
            (L1 + 0.150, 0.043, 0.064, 0.050, 0.050),  # calf
            (L1 + 0.215, 0.037, 0.050, 0.041, 0.041),
            (L1 + 0.290, 0.030, 0.032, 0.030, 0.030),
            (L - 0.030, 0.027, 0.028, 0.028, 0.028),
            (L + 0.010, 0.027, 0.028, 0.028, 0.028),
        ]
        v, f, ss = chain_loft(ch, q, st, 16)

        def leg_w(s, th=th, sh=sh, ft=ft, L1=L1, L=L):
            hp = 0.5 * (1 - smooth((s + 0.07) / 0.12))
            k = smooth((s - (L1 - 0.06)) / 0.11)
            a = 0.6 * smooth((s - (L - 0.05)) / 0.06)
            return normw({'hips': hp, th: (1 - hp) * (1 - k), sh: k * (1 - a), ft: k * a})

        mb.addw(v, f, by_station(ss, L1 + 0.030, L1 + 0.067), [leg_w(s) for s in ss])  # the band

        # shoe and sole, lofted heel to toe
        fd = ex['fdir_' + leg]
        fl = Z.cross(fd)
        b0 = V(E.x, E.y, 0.0)
        SHOE = [  # s from the ankle, top height, half-width
            (-0.072, 0.040, 0.020),
            (-0.066, 0.056, 0.031),
            (-0.050, 0.067, 0.037),
            (-0.020, 0.073, 0.040),
            (0.020, 0.071, 0.041),
            (0.060, 0.062, 0.043),
            (0.105, 0.050, 0.045),
            (0.150, 0.041, 0.045),
            (0.185, 0.036, 0.041),
            (0.205, 0.030, 0.032),
            (0.214, 0.024, 0.018),
        ]
        bot = 0.011
        rings = [section(b0 + fd * s + Z * ((bot + top) / 2), Z, fl, 16,
                         (top - bot) / 2, (top - bot) / 2, w, w, 2.8) for s, top, w in SHOE]
        v, f, _ = loft(rings, True, True)
        mb.add(v, f, TRIM_, [ft])  # the shoe
        rings = [section(b0 + fd * (s * 1.03) + Z * 0.0075, Z, fl, 16, 0.0075, 0.0075,
                         w + 0.004, w + 0.004, 5.0) for s, top, w in SHOE[1:]]
        v, f, _ = loft(rings, True, True)
        mb.add(v, f, SHOE_, [ft])  # the sole

    # --- the foil (all on hand.weapon)
    v, f = ellipsoid(g - bd * 0.085, 0.02, 0.017, 0.017, frame_matrix(bd, side_up), n=8, rings=5)
    mb.add(v, f, METAL, ['hand.weapon'])  # pommel
    v, f = lathe([(0, 0.0), (0, 0.011), (0.15, 0.012), (0.15, 0.0)], 8, g - bd * 0.075, bd, side_up)
    mb.add(v, f, METAL, ['hand.weapon'])  # grip
    bell = g + bd * 0.105
    prof = [(0.0, 0.007), (-0.006, 0.028), (-0.017, 0.043), (-0.029, 0.049),
            (-0.031, 0.047), (-0.021, 0.040), (-0.010, 0.026), (-0.004, 0.007)]
    v, f = lathe(prof, 16, bell, bd, side_up, loop=True)
    mb.add(v, f, BLADEM, ['hand.weapon'])  # bell guard
    v, f = lathe([(-0.01, 0.0), (-0.01, 0.006), (0.0, 0.006), (0.02, 0.0045), (0.02, 0.0)], 8,
                 bell, bd, side_up)
    mb.add(v, f, BLADEM, ['hand.weapon'])  # guard's nut
    v, f = lathe([(0.0, 0.0), (0.0, 0.0052), (BLADE_LEN * 0.5, 0.0038), (BLADE_LEN, 0.0024),
                  (BLADE_LEN, 0.0)], 4, bell, bd, side_up)
    mb.add(v, f, BLADEM, ['hand.weapon'])  # blade
    tip = bell + bd * BLADE_LEN
    v, f = lathe([(-0.004, 0.0), (-0.004, 0.0045), (0.004, 0.0065), (0.012, 0.0065), (0.016, 0.0)],
                 8, tip, bd, side_up)
    mb.add(v, f, BLADEM, ['hand.weapon'])  # tip button
    return mb


def make_material(name, spec):
    col, metal, rough = spec
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    bsdf = m.node_tree.nodes.get('Principled BSDF')
    bsdf.inputs['Base Color'].default_value = (col[0], col[1], col[2], 1.0)
    bsdf.inputs['Metallic'].default_value = metal
    bsdf.inputs['Roughness'].default_value = rough
    m.diffuse_color = (col[0], col[1], col[2], 1.0)
    m.metallic = metal
    m.roughness = rough
    return m


# ----------------------------------------------------------------------------------------
# Posing: parameters -> per-bone armature-space rotation deltas -> local quaternions
# ----------------------------------------------------------------------------------------


def two_bone(a, target, l1, l2, pole):
    """Analytic two-bone IK: returns (knee, end)."""
    d_vec = target - a
    d = max(abs(l1 - l2) + 1e-4, min(l1 + l2 - 1e-4, d_vec.length))
    n = norm(d_vec)
    q = perp(pole, n)
    ca = (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d)
    ca = max(-1.0, min(1.0, ca))
    sa = math.sqrt(1 - ca * ca)
    knee = a + (n * ca + q * sa) * l1
    return knee, a + n * d


class Poser:
    def __init__(self, sd, j, ex, arm_obj):
        self.sd, self.j, self.ex = sd, j, ex
        self.rest = {b: arm_obj.data.bones[b].matrix_local.to_quaternion() for b in BONES}
        self.chains = {}
        for name, a, b in (('leg.front', 'thigh.front', 'shin.front'),
                           ('leg.back', 'thigh.back', 'shin.back'),
                           ('arm.weapon', 'upper_arm.weapon', 'forearm.weapon'),
                           ('arm.rear', 'upper_arm.rear', 'forearm.rear')):
            A, K = j[a]
            E = j[b][1]
            n = norm(E - A)
            q = perp(K - A, n)
            N = q.cross(n)
            self.chains[name] = dict(a=a, b=b, A=A, K=K, E=E, l1=(K - A).length, l2=(E - K).length,
                                     pole=q, F1=frame_matrix(K - A, N), F2=frame_matrix(E - K, N))

    def solve_chain(self, name, root, target, pole=None):
        c = self.chains[name]
        pole = c['pole'] if pole is None else norm(pole)
        knee, end = two_bone(root, target, c['l1'], c['l2'], pole)
        n = norm(end - root)
        q = perp(pole, n)
        N = q.cross(n)
        D1 = frame_matrix(knee - root, N) @ c['F1'].transposed()
        D2 = frame_matrix(end - knee, N) @ c['F2'].transposed()
        return D1.to_quaternion(), D2.to_quaternion(), end

    def pose(self, p):
        """p: dict of pose parameters (all optional; empty = on guard). Returns
        {bone: (location or None, quaternion)} for the pose bones."""
        sd, j = self.sd, self.j
        P = sd.P
        g = lambda k, d=(0, 0, 0): p.get(k, d)
        D, pos = {}, {}
        hoff = P(*g('hip'))
        D['hips'] = sd.euler(p.get('hip_rot'))
        pos['hips'] = j['hips'][0] + hoff

        def fk(b, rel):
            par = PARENT[b]
            D[b] = sd.euler(rel) @ D[par]
            pos[b] = pos[par] + D[par] @ (j[b][0] - j[par][0])

        fk('spine', p.get('spine'))
        fk('chest', p.get('chest'))
        fk('neck', p.get('neck'))
        fk('head', p.get('head'))

        # legs: ankle targets relative to the rest ankles (body space), foot rotations absolute
        for leg in ('front', 'back'):
            th, sh, ft = 'thigh.' + leg, 'shin.' + leg, 'foot.' + leg
            root = pos['hips'] + D['hips'] @ (j[th][0] - j['hips'][0])
            tgt = j[sh][1] + P(*g('ank_' + leg))
            pole = p.get('kpole_' + leg)
            D1, D2, end = self.solve_chain('leg.' + leg, root, tgt, P(*pole) if pole else None)
            D[th], D[sh] = D1, D2
            pos[th] = root
            pos[sh] = root + D1 @ (j[sh][0] - j[th][0])
            # foot pitch: about the horizontal axis across the foot (positive = toe up)
            fd = self.ex['fdir_' + leg]
            across = norm(V(0, 0, 1).cross(fd))
            pitch = p.get('fpitch_' + leg, 0.0)
            D[ft] = Quaternion(across, -math.radians(pitch))
            pos[ft] = end

        # arms: wrist targets relative to the rest wrists + the hip offset (body space)
        for side in ('weapon', 'rear'):
            ua, fa, hd = 'upper_arm.' + side, 'forearm.' + side, 'hand.' + side
            root = pos['chest'] + D['chest'] @ (j[ua][0] - j['chest'][0])
            tgt = j[fa][1] + hoff + P(*g('wrist_' + side))
            pole = p.get('epole_' + side)
            D1, D2, end = self.solve_chain('arm.' + side, root, tgt, P(*pole) if pole else None)
            D[ua], D[fa] = D1, D2
            pos[ua] = root
            if side == 'weapon':
                bd0 = self.ex['blade_dir']
                bd = norm(P(*p['blade'])) if 'blade' in p else (D2 @ bd0)
                # minimal rotation from the forearm-carried blade to the wanted direction
                carried = D2 @ bd0
                Dh = carried.rotation_difference(bd) @ D2
                roll = p.get('blade_roll', 0.0)
                if roll:
                    Dh = Quaternion(bd, math.radians(roll) * sd.ws) @ Dh
                D[hd] = Dh
            else:
                D[hd] = sd.euler(p.get('hand_rear')) @ D2

        out = {}
        for b in BONES:
            par = PARENT[b]
            Dp = D[par] if par else Quaternion()
            R = self.rest[b]
            local = R.inverted() @ Dp.inverted() @ D[b] @ R
            loc = None
            if b == 'hips':
                loc = R.inverted() @ hoff
            out[b] = (loc, local)
        return out, D, pos


# ----------------------------------------------------------------------------------------
# Clips: keyed pose parameters, interpolated (ease in/out per segment) and solved per frame
# ----------------------------------------------------------------------------------------


def lerp_params(a, b, t):
    keys = set(a) | set(b)
    out = {}
    for k in keys:
        va, vb = a.get(k), b.get(k)
        if va is None:
            va = ZERO.get(k, 0.0 if not isinstance(vb, (tuple, list)) else tuple(0.0 for _ in vb))
        if vb is None:
            vb = ZERO.get(k, 0.0 if not isinstance(va, (tuple, list)) else tuple(0.0 for _ in va))
        if isinstance(va, (tuple, list)):
            out[k] = tuple(x + (y - x) * t for x, y in zip(va, vb))
        else:
            out[k] = va + (vb - va) * t
    return out


ZERO = {}


def keyed(keys):
    """keys: [(t 0..1, ease, params)]; ease of the segment ending at the key: 'io' (in-out),
    'i' (accelerating into the key), 'o' (decelerating), 'lin'."""

    def at(t):
        if t <= keys[0][0]:
            return dict(keys[0][2])
        for (t0, _, p0), (t1, e, p1) in zip(keys[:-1], keys[1:]):
            if t <= t1:
                u = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
                if e == 'io':
                    u = smooth(u)
                elif e == 'i':
                    u = u * u
                elif e == 'o':
                    u = 1 - (1 - u) ** 2
                return lerp_params(p0, p1, u)
        return dict(keys[-1][2])

    return at


def make_clips(ex, sd, poser):
    clips = {}
    bd0 = ex['blade_dir']
    canon = lambda v: (v.x, v.y * sd.ws, v.z)
    bdw = canon(bd0)
    # parameters missing from a key take their on-guard value
    ZERO.clear()
    ZERO['blade'] = bdw
    for c in ('weapon', 'rear'):
        ZERO['epole_' + c] = canon(poser.chains['arm.' + c]['pole'])
    for c in ('front', 'back'):
        ZERO['kpole_' + c] = canon(poser.chains['leg.' + c]['pole'])

    # guard: breathing, knee bounce, blade tip circling a few cm (exactly periodic)
    def guard(t):
        c = 2 * math.pi * t
        breathe = (1 - math.cos(c)) / 2
        bounce = (1 - math.cos(2 * c)) / 2
        return {
            'hip': (0.0, 0.0, -0.014 * bounce),
            'spine': (0.0, -1.2 * breathe, 0.0),
            'chest': (0.0, -1.8 * breathe, 0.0),
            'neck': (0.0, 1.5 * breathe, 0.0),
            'head': (0.0, 1.0 * breathe, 0.0),
            'wrist_weapon': (0.0, 0.012 * math.sin(c), 0.012 * breathe - 0.008 * bounce),
            'blade': (bdw[0], bdw[1] + 0.035 * math.sin(c), bdw[2] + 0.03 * math.sin(2 * c) * 0.5
                      + 0.02 * (breathe - 0.5) + 0.01),
            'wrist_rear': (0.0, 0.0, 0.015 * breathe),
        }
    # make the blade exactly the rest direction at t = 0 and 1
    def guard_fixed(t):
        p = guard(t)
        p0 = guard(0.0)['blade']
        p['blade'] = tuple(a - b + c for a, b, c in zip(p['blade'], p0, bdw))
        return p
    clips['guard'] = (60, guard_fixed)

    # advance: the game moves the figure 0.6 m with smoothstep over the clip; the feet are
    # animated as planted/stepping in the world, expressed relative to the moving body.
    def step(t, direction):
        s = 0.6 * smooth(t) * direction
        if direction > 0:
            lead, follow = 'front', 'back'
        else:
            lead, follow = 'back', 'front'
        u1 = smooth((t - 0.0) / 0.5)
        u2 = smooth((t - 0.32) / 0.63)
        w_lead = 0.6 * direction * u1
        w_follow = 0.6 * direction * u2
        lift1 = math.sin(math.pi * min(1.0, max(0.0, t / 0.5)))
        lift2 = math.sin(math.pi * min(1.0, max(0.0, (t - 0.32) / 0.63)))
        p = {}
        p['ank_' + lead] = (w_lead - s, 0.0, 0.075 * lift1)
        p['ank_' + follow] = (w_follow - s, 0.0, 0.04 * lift2)
        hx = (w_lead + w_follow) / 2 - s
        spread = abs(w_lead - w_follow)
        p['hip'] = (hx, 0.0, -0.11 * spread + 0.012 * lift1)
        if direction > 0:
            p['fpitch_front'] = 22 * math.sin(math.pi * min(1.0, t / 0.42)) if t < 0.42 else -4 * math.sin(math.pi * min(1, (t - 0.42) / 0.2)) if t < 0.62 else 0.0
            p['fpitch_back'] = -12 * lift2
        else:
            p['fpitch_back'] = 0.0
            p['fpitch_front'] = 10 * lift2
        p['wrist_weapon'] = (0.0, 0.0, 0.01 * lift1)
        p['wrist_rear'] = (0.0, 0.0, -0.02 * lift1)
        p['spine'] = (0.0, 3 * direction * lift1, 0.0)
        return p
    clips['advance'] = (12, lambda t: step(t, 1.0))
    clips['retreat'] = (12, lambda t: step(t, -1.0))

    # lunge
    ext = {'wrist_weapon': (0.22, -0.14, 0.20), 'blade': (1.0, -0.02, -0.03), 'epole_weapon': (0, 0.2, -1)}
    lunge_pose = {
        'hip': (0.55, -0.02, -0.27), 'hip_rot': (0, 6, -4),
        'spine': (0, 6, 0), 'chest': (0, 4, -6), 'neck': (0, -6, 0), 'head': (0, -6, 0),
        'ank_front': (0.75, 0.0, 0.0), 'fpitch_front': 0.0,
        'wrist_weapon': (0.30, -0.14, 0.26), 'blade': (1.0, -0.02, 0.04), 'epole_weapon': (0, 0.2, -1),
        'wrist_rear': (-0.12, 0.02, -0.48), 'hand_rear': (0, 30, 0),
        'fpitch_back': 0.0,
    }
    clips['lunge'] = (21, keyed([
        (0.0, 'io', {}),
        (0.2, 'o', dict(ext, hip=(0.04, 0, 0.0), wrist_rear=(0, 0, 0.02))),
        (0.3, 'lin', dict(ext, hip=(0.2, 0, -0.06), ank_front=(0.3, 0, 0.14), fpitch_front=28,
                          wrist_rear=(-0.05, 0, -0.2), spine=(0, 3, 0))),
        (0.45, 'o', lunge_pose),
        (0.6, 'lin', dict(lunge_pose, hip=(0.57, -0.02, -0.28))),
        (0.8, 'io', dict(ext, hip=(0.22, 0, -0.07), ank_front=(0.3, 0, 0.1), fpitch_front=15,
                         wrist_weapon=(0.1, -0.07, 0.12), wrist_rear=(-0.03, 0, -0.1))),
        (1.0, 'io', {}),
    ]))

    # parry (quarte-like beat: blade across to the non-weapon side and up), contact at 0.4
    beat = {'wrist_weapon': (-0.02, -0.09, 0.05), 'blade': (1.0, -0.24, 0.13), 'blade_roll': -25,
            'chest': (0, -3, 4), 'hip': (-0.02, 0, 0.0)}
    clips['parry'] = (15, keyed([
        (0.0, 'io', {}),
        (0.13, 'o', {'wrist_weapon': (-0.01, 0.02, 0.01), 'blade': (1.0, 0.04, -0.05), 'blade_roll': 5}),
        (0.4, 'i', beat),
        (0.52, 'o', dict(beat, blade=(1.0, -0.17, 0.08))),
        (1.0, 'io', {}),
    ]))

    # riposte: straight arm and a half-lunge
    half = {'hip': (0.26, -0.01, -0.10), 'hip_rot': (0, 3, -2), 'spine': (0, 4, 0), 'chest': (0, 2, -3),
            'head': (0, -4, 0), 'ank_front': (0.3, 0.0, 0.0),
            'wrist_weapon': (0.30, -0.14, 0.11), 'blade': (1.0, -0.02, -0.02), 'epole_weapon': (0, 0.2, -1),
            'wrist_rear': (-0.06, 0.01, -0.22)}
    clips['riposte'] = (15, keyed([
        (0.0, 'io', {}),
        (0.22, 'o', dict(ext, hip=(0.06, 0, -0.01), ank_front=(0.12, 0, 0.07), fpitch_front=18)),
        (0.45, 'o', half),
        (0.6, 'lin', half),
        (1.0, 'io', {}),
    ]))

    # thrust: the attack at close quarters (distance 1 or 2), where a lunge has no room:
    # an appel (the front foot lifts and stamps in place), the arm extends up and forward
    # and the blade angles down onto the opponent's near shoulder, the body leans in
    # without travelling; held at full extension like the lunge
    reach = {'wrist_weapon': (0.08, -0.10, 0.24), 'blade': (1.0, -0.12, -0.42), 'blade_roll': -10,
             'epole_weapon': (0, 0.3, -1), 'hip': (0.03, 0, -0.035), 'hip_rot': (0, 3, -2),
             'spine': (0, 4, 0), 'chest': (0, 3, -5), 'head': (0, -3, 0),
             'wrist_rear': (-0.04, 0.01, -0.12)}
    clips['thrust'] = (15, keyed([
        (0.0, 'io', {}),
        (0.2, 'o', {'wrist_weapon': (-0.03, -0.02, 0.07), 'ank_front': (0.0, 0.0, 0.06), 'fpitch_front': 16,
                    'hip': (-0.01, 0, 0.01)}),
        (0.45, 'o', reach),
        (0.6, 'lin', dict(reach, hip=(0.035, 0, -0.04))),
        (1.0, 'io', {}),
    ]))

    # hit: recoil, curl, head snaps back, arm drops, stagger back, recover
    recoil = {'hip': (-0.09, 0, 0.02), 'hip_rot': (0, -6, 0), 'spine': (0, -10, 3), 'chest': (0, 10, 6),
              'neck': (0, -14, 0), 'head': (0, -20, 0),
              'wrist_weapon': (-0.10, 0.05, -0.24), 'blade': (0.8, 0.15, -0.65), 'blade_roll': 10,
              'wrist_rear': (0.08, -0.04, -0.30), 'hand_rear': (0, 30, 0),
              'ank_front': (0.0, 0, 0.03), 'fpitch_front': 10}
    stagger = dict(recoil, hip=(-0.16, 0, -0.03), ank_back=(-0.10, 0, 0.0), ank_front=(-0.12, 0, 0.0),
                   fpitch_front=0, head=(0, -10, 0), neck=(0, -8, 0), spine=(0, -6, 2), chest=(0, 12, 5))
    clips['hit'] = (21, keyed([
        (0.0, 'io', {}),
        (0.14, 'o', recoil),
        (0.3, 'io', dict(recoil, hip=(-0.13, 0, 0.0), ank_back=(-0.10, 0, 0.05), fpitch_back=-8)),
        (0.5, 'io', stagger),
        (1.0, 'io', {}),
    ]))

    # salute: rise, foil vertical before the mask, swept down and out, back on guard
    rise = {'hip': (-0.01, 0, 0.025), 'wrist_rear': (0.24, 0.0, -0.85), 'hand_rear': (0, -20, 0),
            'epole_rear': (-1.0, -0.3, -0.1), 'spine': (0, -2, 0)}
    up = dict(rise, wrist_weapon=(-0.24, -0.15, 0.33), blade=(0.06, -0.05, 1.0), blade_roll=0,
              epole_weapon=(0.2, 0.6, -1), head=(0, 3, 0))
    down = dict(rise, wrist_weapon=(0.0, 0.32, -0.28), blade=(0.55, 0.55, -0.62), epole_weapon=(0.0, 0.6, -1),
                head=(0, 6, 0), chest=(0, 4, 0))
    clips['salute'] = (48, keyed([
        (0.0, 'io', {}),
        (0.28, 'io', up),
        (0.5, 'lin', dict(up, wrist_weapon=(-0.23, -0.15, 0.34))),
        (0.68, 'io', down),
        (0.78, 'lin', down),
        (1.0, 'io', {}),
    ]))
    return clips


# ----------------------------------------------------------------------------------------
# Build one figure and export it
# ----------------------------------------------------------------------------------------


def clear_scene():
    for o in list(bpy.data.objects):
        bpy.data.objects.remove(o, do_unlink=True)
    for coll in (bpy.data.meshes, bpy.data.armatures, bpy.data.materials, bpy.data.actions,
                 bpy.data.cameras, bpy.data.lights):
        for d in list(coll):
            coll.remove(d)


def build_fencer(hand):
    clear_scene()
    sd = Side(hand)
    scene = bpy.context.scene
    scene.render.fps = FPS
    scene.render.fps_base = 1.0
    j, ex = rest_skeleton(sd)

    # armature
    arm_data = bpy.data.armatures.new('fencer_skeleton')
    arm = bpy.data.objects.new('fencer', arm_data)
    scene.collection.objects.link(arm)
    bpy.context.view_layer.objects.active = arm
    bpy.ops.object.mode_set(mode='EDIT')
    ebs = {}
    for b in BONES:
        eb = arm_data.edit_bones.new(b)
        eb.head, eb.tail = j[b]
        eb.roll = 0.0
        ebs[b] = eb
    for b in BONES:
        if PARENT[b]:
            ebs[b].parent = ebs[PARENT[b]]
            ebs[b].use_connect = (ebs[PARENT[b]].tail - ebs[b].head).length < 1e-6
    bpy.ops.object.mode_set(mode='OBJECT')
    for pb in arm.pose.bones:
        pb.rotation_mode = 'QUATERNION'

    # mesh
    mb = build_mesh(sd, j, ex)
    me = bpy.data.meshes.new('fencer_body')
    me.from_pydata([tuple(v) for v in mb.verts], [], mb.faces)
    me.update()
    bm = bmesh.new()  # every part is a closed shell: make all the normals point out
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    me.update()
    for name, spec in (('cloth', CLOTH), ('mask', MASK), ('blade', BLADE), ('trim', TRIM[hand]),
                       ('shoe', SHOE), ('metal', STEEL)):
        me.materials.append(make_material(name, spec))
    for poly, m in zip(me.polygons, mb.mats):
        poly.material_index = m
        poly.use_smooth = m != 1  # the mask's wire mesh is faceted: it glints
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(50)
    body = bpy.data.objects.new('fencer_body', me)
    scene.collection.objects.link(body)
    body.parent = arm
    groups = {b: body.vertex_groups.new(name=b) for b in BONES}
    for i, w in enumerate(mb.weights):
        for b, x in w.items():
            groups[b].add([i], x, 'REPLACE')
    mod = body.modifiers.new('Armature', 'ARMATURE')
    mod.object = arm

    # animations
    poser = Poser(sd, j, ex, arm)
    arm.animation_data_create()
    clips = make_clips(ex, sd, poser)
    order = ['guard', 'advance', 'retreat', 'lunge', 'parry', 'riposte', 'hit', 'salute', 'thrust']
    for name in order:
        nframes, fn = clips[name]
        act = bpy.data.actions.new(name)
        act.use_fake_user = True
        act.id_root = 'OBJECT'
        curves = {}
        for b in BONES:
            dp = 'pose.bones["%s"]' % b
            curves[(b, 'rot')] = [act.fcurves.new(dp + '.rotation_quaternion', index=i, action_group=b)
                                  for i in range(4)]
            if b == 'hips':
                curves[(b, 'loc')] = [act.fcurves.new(dp + '.location', index=i, action_group=b)
                                      for i in range(3)]
        samples = {k: [] for k in curves}
        prev = {}
        for f in range(nframes + 1):
            t = f / nframes
            out, _, _ = poser.pose(fn(t))
            if f in (0, nframes) and name != 'guard':
                pass
            for b in BONES:
                loc, q = out[b]
                q = q.normalized()
                if f in (0, nframes):
                    # exact rest pose at both ends, so clips blend cleanly
                    if (Quaternion() .rotation_difference(q)).angle < 1e-4:
                        q = Quaternion()
                if b in prev and prev[b].dot(q) < 0:
                    q = -q
                prev[b] = q
                samples[(b, 'rot')].append(tuple(q))
                if loc is not None:
                    if f in (0, nframes) and loc.length < 1e-5:
                        loc = V(0, 0, 0)
                    samples[(b, 'loc')].append(tuple(loc))
        for k, fcs in curves.items():
            for i, fc in enumerate(fcs):
                fc.keyframe_points.add(nframes + 1)
                for f in range(nframes + 1):
                    kp = fc.keyframe_points[f]
                    kp.co = (f, samples[k][f][i])
                    kp.interpolation = 'LINEAR'
                fc.update()
        track = arm.animation_data.nla_tracks.new()
        track.name = name
        strip = track.strips.new(name, 0, act)
        strip.name = name
    arm.animation_data.action = None
    scene.frame_start, scene.frame_end = 0, 60
    scene.frame_set(0)

    path = os.path.join(HERE, 'fencer-%s.glb' % hand)
    bpy.ops.object.select_all(action='DESELECT')
    bpy.ops.export_scene.gltf(
        filepath=path, export_format='GLB', use_selection=False,
        export_yup=True, export_apply=True, export_animations=True, export_frame_range=False,
        export_force_sampling=True, export_nla_strips=True, export_def_bones=False,
        export_current_frame=False, export_skins=True, export_all_influences=False,
        export_morph=False, export_cameras=False, export_lights=False,
        export_texcoords=False, export_normals=True, export_materials='EXPORT',
        export_extras=False)
    print('wrote', path, os.path.getsize(path), 'bytes')
    return path


if __name__ == '__main__':
    for hand in ('left', 'right'):
        build_fencer(hand)
