// One gradient-descent step of loss(w) = sum((w - x)^2): returns the loss at
// w and w' = w - 0.1 * dloss/dw = w - 0.2 * (w - x). Argument 0 aliases
// output 1, as `jax.jit(step, donate_argnums=0)` exports it: w' feeds w at
// the next step.
module @train_step {
  func.func public @main(%w: tensor<4xf32> {tf.aliasing_output = 1 : i32}, %x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) {
    %d = stablehlo.subtract %w, %x : tensor<4xf32>
    %sq = stablehlo.multiply %d, %d : tensor<4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %loss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lr2 = stablehlo.constant dense<0.2> : tensor<4xf32>
    %g = stablehlo.multiply %lr2, %d : tensor<4xf32>
    %w2 = stablehlo.subtract %w, %g : tensor<4xf32>
    return %loss, %w2 : tensor<f32>, tensor<4xf32>
  }
}
