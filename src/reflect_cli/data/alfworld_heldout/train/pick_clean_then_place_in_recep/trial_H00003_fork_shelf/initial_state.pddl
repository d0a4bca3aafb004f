(define (problem plan_trial_H00003_fork_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  CupType - otype
  EggType - otype
  ForkType - otype
  LettuceType - otype
  TomatoType - otype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08 - object
  Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99 - object
  Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07 - object
  Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30 - object
  Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69 - object
  Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51 - object
  Shelf_bar__minus_01_dot_12_bar__minus_02_dot_22_bar__minus_00_dot_23 - receptacle
  CounterTop_bar__plus_01_dot_58_bar__plus_00_dot_87_bar__minus_02_dot_34 - receptacle
  Microwave_bar__plus_01_dot_03_bar__minus_01_dot_22_bar__plus_01_dot_03 - receptacle
  Fridge_bar__minus_01_dot_78_bar__minus_01_dot_74_bar__minus_00_dot_07 - receptacle
  Sink_bar__minus_02_dot_10_bar__plus_01_dot_02_bar__minus_00_dot_60_bar_SinkBasin - receptacle
  loc_bar_0_bar_4_bar_3_bar_45 - location
  loc_bar_2_bar__minus_3_bar_1_bar_30 - location
  loc_bar_4_bar_8_bar_3_bar_30 - location
  loc_bar_4_bar__minus_2_bar_0_bar_15 - location
  loc_bar_5_bar_0_bar_2_bar_15 - location
  loc_bar__minus_7_bar_7_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar_0_bar_2_bar_15)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BreadType)
  (canContain ShelfType CupType)
  (canContain ShelfType EggType)
  (canContain ShelfType ForkType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Shelf_bar__minus_01_dot_12_bar__minus_02_dot_22_bar__minus_00_dot_23 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_12_bar__minus_02_dot_22_bar__minus_00_dot_23 loc_bar_0_bar_4_bar_3_bar_45)
  (receptacleType CounterTop_bar__plus_01_dot_58_bar__plus_00_dot_87_bar__minus_02_dot_34 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_58_bar__plus_00_dot_87_bar__minus_02_dot_34 loc_bar__minus_7_bar_7_bar_3_bar_0)
  (receptacleType Microwave_bar__plus_01_dot_03_bar__minus_01_dot_22_bar__plus_01_dot_03 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_03_bar__minus_01_dot_22_bar__plus_01_dot_03 loc_bar_4_bar__minus_2_bar_0_bar_15)
  (openable Microwave_bar__plus_01_dot_03_bar__minus_01_dot_22_bar__plus_01_dot_03)
  (receptacleType Fridge_bar__minus_01_dot_78_bar__minus_01_dot_74_bar__minus_00_dot_07 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_78_bar__minus_01_dot_74_bar__minus_00_dot_07 loc_bar_2_bar__minus_3_bar_1_bar_30)
  (openable Fridge_bar__minus_01_dot_78_bar__minus_01_dot_74_bar__minus_00_dot_07)
  (receptacleType Sink_bar__minus_02_dot_10_bar__plus_01_dot_02_bar__minus_00_dot_60_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_02_dot_10_bar__plus_01_dot_02_bar__minus_00_dot_60_bar_SinkBasin loc_bar_4_bar_8_bar_3_bar_30)
  (objectType Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08 ForkType)
  (inReceptacle Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08 CounterTop_bar__plus_01_dot_58_bar__plus_00_dot_87_bar__minus_02_dot_34)
  (objectAtLocation Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08 loc_bar__minus_7_bar_7_bar_3_bar_0)
  (pickupable Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08)
  (cleanable Fork_bar__minus_00_dot_36_bar__plus_00_dot_82_bar__minus_00_dot_08)
  (objectType Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99 LettuceType)
  (inReceptacle Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99 Sink_bar__minus_02_dot_10_bar__plus_01_dot_02_bar__minus_00_dot_60_bar_SinkBasin)
  (objectAtLocation Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99 loc_bar_4_bar_8_bar_3_bar_30)
  (pickupable Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99)
  (cleanable Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99)
  (coolable Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99)
  (sliceable Lettuce_bar__plus_00_dot_59_bar__plus_01_dot_38_bar__plus_01_dot_99)
  (objectType Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07 BreadType)
  (inReceptacle Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07 CounterTop_bar__plus_01_dot_58_bar__plus_00_dot_87_bar__minus_02_dot_34)
  (objectAtLocation Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07 loc_bar__minus_7_bar_7_bar_3_bar_0)
  (pickupable Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07)
  (heatable Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07)
  (coolable Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07)
  (sliceable Bread_bar__plus_00_dot_63_bar__minus_02_dot_48_bar__plus_00_dot_07)
  (objectType Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30 CupType)
  (inReceptacle Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30 Shelf_bar__minus_01_dot_12_bar__minus_02_dot_22_bar__minus_00_dot_23)
  (objectAtLocation Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30 loc_bar_0_bar_4_bar_3_bar_45)
  (pickupable Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30)
  (cleanable Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30)
  (heatable Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30)
  (coolable Cup_bar__minus_00_dot_32_bar__minus_00_dot_69_bar__minus_01_dot_30)
  (objectType Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69 EggType)
  (inReceptacle Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69 Microwave_bar__plus_01_dot_03_bar__minus_01_dot_22_bar__plus_01_dot_03)
  (objectAtLocation Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69 loc_bar_4_bar__minus_2_bar_0_bar_15)
  (pickupable Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69)
  (cleanable Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69)
  (heatable Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69)
  (coolable Egg_bar__minus_00_dot_62_bar__minus_00_dot_26_bar__minus_00_dot_69)
  (objectType Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51 TomatoType)
  (inReceptacle Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51 Shelf_bar__minus_01_dot_12_bar__minus_02_dot_22_bar__minus_00_dot_23)
  (objectAtLocation Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51 loc_bar_0_bar_4_bar_3_bar_45)
  (pickupable Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51)
  (cleanable Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51)
  (heatable Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51)
  (coolable Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51)
  (sliceable Tomato_bar__minus_00_dot_84_bar__plus_00_dot_46_bar__minus_01_dot_51)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ForkType)
                    (receptacleType ?r ShelfType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
