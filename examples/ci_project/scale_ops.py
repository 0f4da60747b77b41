"""The project's own operator, written as the library's specs are (see spec/ in cvmverify)."""

from cvmverify.core.dsl import Input, Int, Output, operator


@operator("scale_by", inputs=[Input("x")], attrs=[Int("factor", lo=1, hi=8)],
          summary="x times a small factor; a product outside int32 is a logic error")
def scale_by(x, *, factor):
    return Output(x.shape, lambda i: x[i] * factor)
