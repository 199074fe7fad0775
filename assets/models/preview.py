"""Preview renders of the fencer models (not needed by the game).

    blender -b --factory-startup -P assets/models/preview.py [-- SHOT ...]

Imports assets/models/fencer-left.glb and fencer-right.glb, stands them 2.4 m apart on
guard facing each other (left one at x = -1.2 facing +X, right one at x = +1.2 facing -X)
and renders a few poses and close-ups with Cycles (CPU) into /tmp/fencer-previews/*.png.
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
OUT = '/tmp/fencer-previews'

# name: (left clip, t, right clip, t, camera location, look-at, lens)
SHOTS = {
    'guard': ('guard', 0.0, 'guard', 0.0, (1.2, -5.2, 1.7), (0, 0, 0.9), 40),
    'guard_left_side': ('guard', 0.0, None, 0.0, (-1.2, -3.2, 1.1), (-1.2, 0, 0.85), 45),
    'guard_left_front': ('guard', 0.0, None, 0.0, (1.6, 0.0, 1.2), (-1.2, 0, 0.85), 45),
    'guard_right_side': (None, 0.0, 'guard', 0.0, (1.2, -3.2, 1.1), (1.2, 0, 0.85), 45),
    'guard_right_back3q': (None, 0.0, 'guard', 0.0, (2.8, 2.4, 1.5), (1.2, 0, 0.85), 45),
    'lunge55': ('lunge', 0.55, 'parry', 0.4, (0.0, -5.0, 1.4), (0, 0, 0.8), 38),
    'parry40': ('guard', 0.0, 'parry', 0.4, (2.6, -3.0, 1.6), (1.0, 0, 1.0), 40),
    'hit30': ('riposte', 0.5, 'hit', 0.3, (0.5, -5.0, 1.4), (0.2, 0, 0.8), 38),
    'advance40': ('advance', 0.4, 'retreat', 0.4, (0.0, -5.0, 1.2), (0, 0, 0.8), 38),
    'salute25': ('salute', 0.25, 'salute', 0.7, (0.0, -5.2, 1.5), (0, 0, 0.9), 38),
    'salute50': ('salute', 0.5, 'salute', 0.5, (0.0, -5.2, 1.5), (0, 0, 0.9), 38),
    'thrust45': ('thrust', 0.45, 'parry', 0.4, (0.0, -5.0, 1.4), (0, 0, 0.8), 38),
    # close-ups of the modelling
    'close_guard': ('guard', 0.0, None, 0.0, (-0.3, -2.3, 1.35), (-1.15, 0, 0.85), 42),
    'close_mask': (None, 0.0, 'guard', 0.0, (0.55, -0.75, 1.6), (1.2, 0, 1.42), 55),
    'close_mask_side': ('guard', 0.0, None, 0.0, (-1.1, -1.0, 1.5), (-1.2, 0, 1.42), 50),
    'close_lunge': ('lunge', 0.55, None, 0.0, (-0.3, -2.9, 1.05), (-0.55, 0, 0.75), 40),
    'close_lunge_knee': ('lunge', 0.55, None, 0.0, (-1.0, -1.4, 0.9), (-1.15, 0, 0.45), 45),
    'close_torso': (None, 0.0, 'guard', 0.0, (0.2, -1.3, 1.5), (1.2, 0, 1.2), 45),
    'close_feet': ('guard', 0.0, None, 0.0, (-0.5, -1.6, 0.55), (-1.2, 0, 0.2), 42),
}


def setup():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    sc = bpy.context.scene
    sc.render.engine = 'CYCLES'
    sc.cycles.device = 'CPU'
    sc.cycles.samples = 12
    sc.cycles.use_denoising = False
    sc.cycles.max_bounces = 3
    sc.render.resolution_x, sc.render.resolution_y = 960, 600
    world = bpy.data.worlds.new('world')
    sc.world = world
    world.use_nodes = True
    bg = world.node_tree.nodes['Background']
    sky = world.node_tree.nodes.new('ShaderNodeTexGradient')
    ramp = world.node_tree.nodes.new('ShaderNodeValToRGB')
    mapn = world.node_tree.nodes.new('ShaderNodeMapping')
    tc = world.node_tree.nodes.new('ShaderNodeTexCoord')
    mapn.inputs['Rotation'].default_value = (0, -math.pi / 2, 0)
    world.node_tree.links.new(tc.outputs['Generated'], mapn.inputs['Vector'])
    world.node_tree.links.new(mapn.outputs['Vector'], sky.inputs['Vector'])
    world.node_tree.links.new(sky.outputs['Fac'], ramp.inputs['Fac'])
    ramp.color_ramp.elements[0].color = (0.05, 0.05, 0.06, 1)
    ramp.color_ramp.elements[1].color = (0.9, 0.9, 0.95, 1)
    world.node_tree.links.new(ramp.outputs['Color'], bg.inputs['Color'])
    bg.inputs['Strength'].default_value = 0.8
    for loc, e in (((-3, -4, 5), 600), ((4, -2, 3), 300), ((0, 5, 4), 400)):
        ld = bpy.data.lights.new('l', 'AREA')
        ld.energy = e
        ld.size = 3
        lo = bpy.data.objects.new('l', ld)
        sc.collection.objects.link(lo)
        lo.location = loc
        lo.rotation_euler = (Vector((0, 0, 1)) - Vector(loc)).to_track_quat('-Z', 'Y').to_euler()
    sc.render.film_transparent = False
    figs = {}
    for side, x, yaw in (('left', -1.2, 0.0), ('right', 1.2, math.pi)):
        before = set(bpy.data.objects)
        bpy.ops.import_scene.gltf(filepath=os.path.join(HERE, 'fencer-%s.glb' % side))
        new = [o for o in bpy.data.objects if o not in before]
        arm = [o for o in new if o.type == 'ARMATURE'][0]
        top = [o for o in new if o.parent is None]
        for o in top:
            o.rotation_mode = 'XYZ'
            o.location.x += x
            o.rotation_euler.z += yaw
        acts = {}
        ad = arm.animation_data
        for tr in ad.nla_tracks:
            for st in tr.strips:
                acts[st.action.name.split('_')[0]] = st.action
            tr.mute = True
        if ad.action:
            acts[ad.action.name.split('_')[0]] = ad.action
        for m in bpy.data.materials:
            if m.node_tree:
                b = m.node_tree.nodes.get('Principled BSDF')
                if b:
                    m.diffuse_color = b.inputs['Base Color'].default_value
                    m.metallic = b.inputs['Metallic'].default_value
                    m.roughness = b.inputs['Roughness'].default_value
        figs[side] = (arm, acts, new)
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, 0, 0))
    piste = bpy.context.object
    piste.scale = (7.0, 1.6, 1)
    mat = bpy.data.materials.new('piste')
    mat.diffuse_color = (0.25, 0.32, 0.38, 1)
    piste.data.materials.append(mat)
    cam = bpy.data.objects.new('cam', bpy.data.cameras.new('cam'))
    sc.collection.objects.link(cam)
    sc.camera = cam
    return figs, cam


def look(cam, loc, at, lens):
    cam.location = Vector(loc)
    d = Vector(at) - Vector(loc)
    cam.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()
    cam.data.lens = lens


def shot(figs, cam, name):
    lc, lt, rc, rt, loc, at, lens = SHOTS[name]
    sc = bpy.context.scene
    for side, clip, t in (('left', lc, lt), ('right', rc, rt)):
        arm, acts, objs = figs[side]
        for o in objs:
            o.hide_render = clip is None
        if clip is None:
            continue
        act = acts[clip]
        arm.animation_data.action = act
        f = act.frame_range[0] + t * (act.frame_range[1] - act.frame_range[0])
        arm['_frame'] = f
    # both figures share the scene frame: set the later figure's frame via action offset
    fl = figs['left'][0].get('_frame', 0.0) if lc else 0.0
    fr = figs['right'][0].get('_frame', 0.0) if rc else 0.0
    # evaluate each at its own frame by baking the pose of one into the other's timeline
    for side, f in (('left', fl), ('right', fr)):
        arm = figs[side][0]
        ad = arm.animation_data
        if ad.action is None:
            continue
        ad.action_extrapolation = 'HOLD'
        ad.action_blend_type = 'REPLACE'
    # put the right figure's action into an NLA strip offset so one scene frame serves both
    target = 100.0
    for side, f in (('left', fl), ('right', fr)):
        arm = figs[side][0]
        ad = arm.animation_data
        for tr in list(ad.nla_tracks):
            if tr.name.startswith('_preview'):
                ad.nla_tracks.remove(tr)
        if ad.action is None:
            continue
        act = ad.action
        ad.action = None
        tr = ad.nla_tracks.new()
        tr.name = '_preview'
        st = tr.strips.new('_preview', int(act.frame_range[0]), act)
        st.frame_start = target - f
        st.frame_end = target - f + (act.frame_range[1] - act.frame_range[0])
        st.extrapolation = 'HOLD'
        tr.mute = False
    sc.frame_set(int(target))
    look(cam, loc, at, lens)
    sc.render.filepath = os.path.join(OUT, name + '.png')
    bpy.ops.render.render(write_still=True)
    print('rendered', sc.render.filepath)


def main():
    os.makedirs(OUT, exist_ok=True)
    argv = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
    figs, cam = setup()
    for name in argv or list(SHOTS):
        shot(figs, cam, name)


main()
