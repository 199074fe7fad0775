"""Checks the exported fencer models (not needed by the game).

    blender -b --factory-startup -P assets/models/check_fencers.py

Re-imports assets/models/fencer-left.glb and fencer-right.glb and checks: the bone names,
the clip names and lengths, one skinned mesh with the materials cloth/trim/shoe/metal/
mask/blade, the
triangle count (< 9,000) and the file size (< 1.2 MB), the bounding box (feet on the
ground, about 1.6 m tall, facing +X) and the side the foil is on. Prints the blade tip
(in glTF axes: x forward, y up, z = right hand) at the lunge's full extension (45 %), the
riposte's (45 %) and the parry's contact (40 %). Exits non-zero on a failure.
"""

import math
import os
import sys

import bpy
from mathutils import Vector

try:  # Blender 3.4's glTF importer uses np.bool, gone from newer NumPy
    import numpy
    if not hasattr(numpy, 'bool'):
        numpy.bool = bool
except ImportError:
    pass

HERE = os.path.dirname(os.path.abspath(__file__))
BONES = {'hips', 'spine', 'chest', 'neck', 'head',
         'upper_arm.weapon', 'forearm.weapon', 'hand.weapon',
         'upper_arm.rear', 'forearm.rear', 'hand.rear',
         'thigh.front', 'shin.front', 'foot.front',
         'thigh.back', 'shin.back', 'foot.back'}
CLIPS = {'guard': 2.0, 'advance': 0.4, 'retreat': 0.4, 'lunge': 0.7, 'parry': 0.5,
         'riposte': 0.5, 'hit': 0.7, 'salute': 1.6, 'thrust': 0.5}
FPS = 30
fails = []


def check(ok, what):
    print(('  ok   ' if ok else '  FAIL ') + what)
    if not ok:
        fails.append(what)


def world_verts(obj, mats=None):
    dg = bpy.context.evaluated_depsgraph_get()
    ev = obj.evaluated_get(dg)
    me = ev.to_mesh()
    mw = obj.matrix_world
    if mats is None:
        out = [mw @ v.co for v in me.vertices]
    else:
        idx = {i for i, m in enumerate(obj.material_slots) if m.material and
               m.material.name.split('.')[0] in mats}
        vs = set()
        for p in me.polygons:
            if p.material_index in idx:
                vs.update(p.vertices)
        out = [mw @ me.vertices[i].co for i in sorted(vs)]
    ev.to_mesh_clear()
    return out


def main():
    for hand in ('left', 'right'):
        bpy.ops.wm.read_factory_settings(use_empty=True)
        path = os.path.join(HERE, 'fencer-%s.glb' % hand)
        print(path)
        size = os.path.getsize(path)
        check(size < 1.2e6, 'file size %d bytes < 1.2 MB' % size)
        bpy.context.scene.render.fps = FPS
        bpy.ops.import_scene.gltf(filepath=path)
        arms = [o for o in bpy.data.objects if o.type == 'ARMATURE']
        meshes = [o for o in bpy.data.objects if o.type == 'MESH']
        check(len(arms) == 1 and len(meshes) == 1, 'one armature, one mesh')
        check(not [o for o in bpy.data.objects if o.type in ('CAMERA', 'LIGHT')], 'no cameras/lights')
        arm, body = arms[0], meshes[0]
        names = {b.name for b in arm.data.bones}
        check(names == BONES, 'bone names')
        root = [b.name for b in arm.data.bones if b.parent is None]
        check(root == ['hips'], 'hips is the root')
        check(any(m.type == 'ARMATURE' for m in body.modifiers), 'skinned mesh')
        mats = {m.material.name for m in body.material_slots if m.material}
        check(mats == {'cloth', 'trim', 'shoe', 'metal', 'mask', 'blade'}, 'materials %s' % sorted(mats))
        me = body.data
        tris = sum(len(p.vertices) - 2 for p in me.polygons)
        check(tris < 9000, 'triangles %d < 9000' % tris)
        acts = {}
        for a in bpy.data.actions:
            acts[a.name.split('_')[0]] = a
        for c, d in CLIPS.items():
            a = acts.get(c)
            ok = a is not None and abs((a.frame_range[1] - a.frame_range[0]) / FPS - d) < 1e-3
            check(ok, 'clip %s %.1f s' % (c, d))
        ad = arm.animation_data
        for tr in ad.nla_tracks:
            tr.mute = True

        def pose(clip, t):
            a = acts[clip]
            ad.action = a
            f = a.frame_range[0] + t * (a.frame_range[1] - a.frame_range[0])
            bpy.context.scene.frame_set(int(math.floor(f)), subframe=f - math.floor(f))

        def bbox(vs):
            return (Vector([min(v[i] for v in vs) for i in range(3)]),
                    Vector([max(v[i] for v in vs) for i in range(3)]))

        pose('guard', 0.0)
        lo, hi = bbox(world_verts(body))
        # Blender import: glTF (x, y, z) -> Blender (x, -z, y)
        print('  rest bbox (Blender axes) min %s max %s' % (tuple(round(x, 3) for x in lo),
                                                          tuple(round(x, 3) for x in hi)))
        body_vs = world_verts(body, {'cloth', 'trim', 'shoe', 'metal', 'mask'})
        blo, bhi = bbox(body_vs)
        check(abs(blo.z) < 0.005, 'feet on the ground (min %.4f)' % blo.z)
        hb = arm.matrix_world @ arm.data.bones['head'].head_local
        top = max(v.z for v in body_vs if (v.xy - hb.xy).length < 0.16)
        check(1.55 < top < 1.65, 'top of the mask %.3f m' % top)
        check(hi.x > 1.2, 'foil points forward (+X), reaches %.2f' % hi.x)
        blade = world_verts(body, {'blade'})
        by = sum(v.y for v in blade) / len(blade)
        gz = -by  # glTF z
        check((gz > 0) == (hand == 'right'), 'foil on glTF %sZ (mean z %.3f)' % (
            '+' if hand == 'right' else '-', gz))
        for clip, t in (('lunge', 0.45), ('riposte', 0.45), ('parry', 0.40)):
            pose(clip, t)
            blade = world_verts(body, {'blade'})
            tip = max(blade, key=lambda v: v.x)
            print('  blade tip at %s %.0f%%: x %.3f, y %.3f, z %.3f (glTF)' % (
                clip, t * 100, tip.x, tip.z, -tip.y))
    if fails:
        print('FAILED:', fails)
        sys.exit(1)
    print('all checks passed')


main()
