fn not_fma(x: f64, y: f64, z: f64) -> [f64; 4] {
    [
        x * (y + z),
        (x + y) * z,
        x * (y + z) * 2.0,
        x / y + z,
    ]
}
