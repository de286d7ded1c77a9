fn gaps(x: i64, y: i64, z: i64) -> [i64; 5] {
    [
        x - (y - z),
        x - (y + z),
        x - y - z,
        x - y * z,
        x - -y,
    ]
}
