// The hall's surfaces on a software renderer: the texture's colour times a tint that
// carries the light (no lighting, shadows or fog), with the material's UV transform.
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> tint: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var base_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var base_sampler: sampler;
// The UV transform's matrix (columns x, y) and translation.
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var<uniform> uv_matrix: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(4) var<uniform> uv_offset: vec4<f32>;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let m = mat2x2<f32>(uv_matrix.xy, uv_matrix.zw);
    let uv = m * mesh.uv + uv_offset.xy;
    let colour = tint * textureSample(base_texture, base_sampler, uv);
    // uv_offset.z: the alpha below which the surface is cut out (a banner's swallow
    // tail); 0 for a solid one.
    if colour.a < uv_offset.z {
        discard;
    }
    return colour;
}
