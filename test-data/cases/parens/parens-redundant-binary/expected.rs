fn fma(x: f64, y: f64, z: f64, w: &[f64]) -> [f64; 4] {
    [
        x.mul_add(y, z),
        x.mul_add(y, z),
        x.mul_add(y, w[0]),
        w[1].mul_add((y), (z)),
    ]
}
