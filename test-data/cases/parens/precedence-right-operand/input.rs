fn gaps(x: i64, y: i64, z: i64) -> [i64; 5] {
    [
        diff(x, y - z),
        diff(x, y + z),
        diff(x - y, z),
        diff(x, y * z),
        diff(x, -y),
    ]
}
