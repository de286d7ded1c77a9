use rand::Rng;
use rand::thread_rng;

pub fn roll() -> (u8, f64, bool, u32) {
    let mut rng = thread_rng();
    let die = rng.gen_range(1..=6);
    let x: f64 = rng.gen();
    let coin = rng.gen_bool(0.5);
    let mut other = rand::thread_rng();
    (die, x, coin, other.gen::<u32>())
}
