use rand::Rng;
use rand::rng;

pub fn roll() -> (u8, f64, bool, u32) {
    let mut rng = rng();
    let die = rng.random_range(1..=6);
    let x: f64 = rng.random();
    let coin = rng.random_bool(0.5);
    let mut other = rand::rng();
    (die, x, coin, other.random::<u32>())
}
