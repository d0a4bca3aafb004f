(define (problem plan_trial_H00017_spoon_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  BreadType - otype
  ForkType - otype
  LettuceType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10 - object
  Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96 - object
  Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79 - object
  Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10 - object
  Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34 - object
  Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71 - object
  Drawer_bar__plus_00_dot_14_bar__plus_00_dot_09_bar__minus_00_dot_01 - receptacle
  Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin - receptacle
  Fridge_bar__minus_01_dot_09_bar__minus_00_dot_37_bar__minus_02_dot_08 - receptacle
  CounterTop_bar__plus_02_dot_10_bar__minus_01_dot_21_bar__plus_00_dot_55 - receptacle
  Shelf_bar__plus_00_dot_10_bar__plus_00_dot_02_bar__minus_00_dot_96 - receptacle
  Cabinet_bar__plus_00_dot_17_bar__minus_02_dot_39_bar__plus_01_dot_47 - receptacle
  Microwave_bar__plus_02_dot_12_bar__minus_02_dot_14_bar__minus_02_dot_25 - receptacle
  loc_bar_0_bar__minus_5_bar_3_bar_30 - location
  loc_bar_3_bar_4_bar_1_bar_60 - location
  loc_bar_5_bar_2_bar_2_bar_15 - location
  loc_bar_6_bar__minus_6_bar_0_bar_45 - location
  loc_bar_7_bar__minus_8_bar_3_bar_60 - location
  loc_bar__minus_2_bar__minus_7_bar_3_bar_30 - location
  loc_bar__minus_3_bar_0_bar_1_bar_15 - location
  loc_bar__minus_8_bar_8_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_8_bar_3_bar_60)
  (canContain CabinetType BowlType)
  (canContain CabinetType BreadType)
  (canContain CabinetType ForkType)
  (canContain CabinetType LettuceType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType BowlType)
  (canContain DrawerType BreadType)
  (canContain DrawerType ForkType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType LettuceType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BreadType)
  (canContain ShelfType ForkType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Drawer_bar__plus_00_dot_14_bar__plus_00_dot_09_bar__minus_00_dot_01 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_14_bar__plus_00_dot_09_bar__minus_00_dot_01 loc_bar__minus_2_bar__minus_7_bar_3_bar_30)
  (openable Drawer_bar__plus_00_dot_14_bar__plus_00_dot_09_bar__minus_00_dot_01)
  (receptacleType Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin loc_bar_5_bar_2_bar_2_bar_15)
  (receptacleType Fridge_bar__minus_01_dot_09_bar__minus_00_dot_37_bar__minus_02_dot_08 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_09_bar__minus_00_dot_37_bar__minus_02_dot_08 loc_bar_3_bar_4_bar_1_bar_60)
  (openable Fridge_bar__minus_01_dot_09_bar__minus_00_dot_37_bar__minus_02_dot_08)
  (receptacleType CounterTop_bar__plus_02_dot_10_bar__minus_01_dot_21_bar__plus_00_dot_55 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_10_bar__minus_01_dot_21_bar__plus_00_dot_55 loc_bar_0_bar__minus_5_bar_3_bar_30)
  (receptacleType Shelf_bar__plus_00_dot_10_bar__plus_00_dot_02_bar__minus_00_dot_96 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_10_bar__plus_00_dot_02_bar__minus_00_dot_96 loc_bar__minus_3_bar_0_bar_1_bar_15)
  (receptacleType Cabinet_bar__plus_00_dot_17_bar__minus_02_dot_39_bar__plus_01_dot_47 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_00_dot_17_bar__minus_02_dot_39_bar__plus_01_dot_47 loc_bar_6_bar__minus_6_bar_0_bar_45)
  (openable Cabinet_bar__plus_00_dot_17_bar__minus_02_dot_39_bar__plus_01_dot_47)
  (receptacleType Microwave_bar__plus_02_dot_12_bar__minus_02_dot_14_bar__minus_02_dot_25 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_02_dot_12_bar__minus_02_dot_14_bar__minus_02_dot_25 loc_bar__minus_8_bar_8_bar_0_bar_60)
  (openable Microwave_bar__plus_02_dot_12_bar__minus_02_dot_14_bar__minus_02_dot_25)
  (objectType Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10 SpoonType)
  (inReceptacle Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10 Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin)
  (objectAtLocation Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10 loc_bar_5_bar_2_bar_2_bar_15)
  (pickupable Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10)
  (cleanable Spoon_bar__minus_02_dot_31_bar__minus_01_dot_62_bar__minus_00_dot_10)
  (objectType Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96 Shelf_bar__plus_00_dot_10_bar__plus_00_dot_02_bar__minus_00_dot_96)
  (objectAtLocation Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96 loc_bar__minus_3_bar_0_bar_1_bar_15)
  (pickupable Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96)
  (cleanable Spoon_bar__plus_00_dot_16_bar__minus_00_dot_74_bar__plus_01_dot_96)
  (objectType Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79 LettuceType)
  (inReceptacle Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79 Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin)
  (objectAtLocation Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79 loc_bar_5_bar_2_bar_2_bar_15)
  (pickupable Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79)
  (cleanable Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79)
  (coolable Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79)
  (sliceable Lettuce_bar__plus_01_dot_65_bar__plus_01_dot_70_bar__plus_00_dot_79)
  (objectType Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10 BowlType)
  (inReceptacle Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10 Cabinet_bar__plus_00_dot_17_bar__minus_02_dot_39_bar__plus_01_dot_47)
  (objectAtLocation Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10 loc_bar_6_bar__minus_6_bar_0_bar_45)
  (pickupable Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10)
  (cleanable Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10)
  (coolable Bowl_bar__plus_01_dot_63_bar__minus_00_dot_85_bar__minus_01_dot_10)
  (objectType Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34 BreadType)
  (inReceptacle Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34 Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin)
  (objectAtLocation Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34 loc_bar_5_bar_2_bar_2_bar_15)
  (pickupable Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34)
  (heatable Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34)
  (coolable Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34)
  (sliceable Bread_bar__minus_01_dot_55_bar__minus_00_dot_14_bar__plus_01_dot_34)
  (objectType Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71 ForkType)
  (inReceptacle Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71 Sink_bar__plus_01_dot_00_bar__minus_01_dot_51_bar__plus_00_dot_48_bar_SinkBasin)
  (objectAtLocation Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71 loc_bar_5_bar_2_bar_2_bar_15)
  (pickupable Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71)
  (cleanable Fork_bar__minus_01_dot_70_bar__plus_02_dot_02_bar__plus_00_dot_71)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 SpoonType)
                    (receptacleType ?r CounterTopType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 SpoonType)
                            (receptacleType ?r CounterTopType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
