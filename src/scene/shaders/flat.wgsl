// The hall, the board and the figures on a software renderer: the texture's colour times
// a tint that carries the light, with the material's UV transform; for a shaded part (a
// fencer) a Lambert term of the key light and an ambient share (no specular, shadows or
// fog).
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> tint: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var base_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var base_sampler: sampler;
// The UV transform's matrix (columns x, y) and translation; z the cut-out.
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var<uniform> uv_matrix: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(4) var<uniform> uv_offset: vec4<f32>;
// The direction towards the key light (xyz) and its share of the light (w; 0: unlit).
@group(#{MATERIAL_BIND_GROUP}) @binding(5) var<uniform> shade: vec4<f32>;

@fragment
fn fragment(mesh: VertexOutput, @builtin(front_facing) front: bool) -> @location(0) vec4<f32> {
    var colour = tint;
#ifdef VERTEX_UVS_A
    // A mesh without UVs (the figures) has its colour in the tint alone.
    let m = mat2x2<f32>(uv_matrix.xy, uv_matrix.zw);
    let uv = m * mesh.uv + uv_offset.xy;
    colour = tint * textureSample(base_texture, base_sampler, uv);
#endif
    // uv_offset.z: the alpha below which the surface is cut out (a banner's swallow
    // tail); 0 for a solid one.
    if colour.a < uv_offset.z {
        discard;
    }
    if shade.w > 0.0 {
        // A surface seen from behind (the figures' materials are two-sided) faces the
        // other way.
        var n = normalize(mesh.world_normal);
        if !front {
            n = -n;
        }
        let ambient = (1.0 - shade.w) * (0.8 + 0.2 * n.y);
        let key = shade.w * 1.4 * max(dot(n, shade.xyz), 0.0);
        colour = vec4<f32>(colour.rgb * (ambient + key), colour.a);
    }
    return colour;
}
