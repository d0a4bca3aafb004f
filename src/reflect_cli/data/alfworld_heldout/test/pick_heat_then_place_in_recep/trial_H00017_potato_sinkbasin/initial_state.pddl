(define (problem plan_trial_H00017_potato_sinkbasin)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  EggType - otype
  ForkType - otype
  PlateType - otype
  PotatoType - otype
  SpoonType - otype
  CounterTopType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90 - object
  Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67 - object
  Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96 - object
  Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38 - object
  Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95 - object
  Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50 - object
  Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin - receptacle
  Microwave_bar__plus_00_dot_50_bar__minus_01_dot_05_bar__plus_00_dot_31 - receptacle
  Fridge_bar__minus_00_dot_90_bar__plus_00_dot_31_bar__plus_00_dot_11 - receptacle
  GarbageCan_bar__minus_00_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_25 - receptacle
  CounterTop_bar__plus_00_dot_24_bar__plus_01_dot_61_bar__minus_01_dot_90 - receptacle
  loc_bar_1_bar__minus_5_bar_3_bar_30 - location
  loc_bar_3_bar_0_bar_0_bar_60 - location
  loc_bar_6_bar__minus_3_bar_0_bar_0 - location
  loc_bar_8_bar__minus_7_bar_1_bar_0 - location
  loc_bar__minus_1_bar_5_bar_3_bar_30 - location
  loc_bar__minus_7_bar_5_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_3_bar_0_bar_0_bar_60)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType EggType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin loc_bar_6_bar__minus_3_bar_0_bar_0)
  (receptacleType Microwave_bar__plus_00_dot_50_bar__minus_01_dot_05_bar__plus_00_dot_31 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_50_bar__minus_01_dot_05_bar__plus_00_dot_31 loc_bar__minus_7_bar_5_bar_0_bar_60)
  (openable Microwave_bar__plus_00_dot_50_bar__minus_01_dot_05_bar__plus_00_dot_31)
  (receptacleType Fridge_bar__minus_00_dot_90_bar__plus_00_dot_31_bar__plus_00_dot_11 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_90_bar__plus_00_dot_31_bar__plus_00_dot_11 loc_bar_1_bar__minus_5_bar_3_bar_30)
  (openable Fridge_bar__minus_00_dot_90_bar__plus_00_dot_31_bar__plus_00_dot_11)
  (receptacleType GarbageCan_bar__minus_00_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_25 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_25 loc_bar__minus_1_bar_5_bar_3_bar_30)
  (receptacleType CounterTop_bar__plus_00_dot_24_bar__plus_01_dot_61_bar__minus_01_dot_90 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_24_bar__plus_01_dot_61_bar__minus_01_dot_90 loc_bar_8_bar__minus_7_bar_1_bar_0)
  (objectType Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90 GarbageCan_bar__minus_00_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_25)
  (objectAtLocation Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90 loc_bar__minus_1_bar_5_bar_3_bar_30)
  (pickupable Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90)
  (cleanable Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90)
  (heatable Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90)
  (coolable Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90)
  (sliceable Potato_bar__minus_00_dot_37_bar__minus_00_dot_48_bar__minus_01_dot_90)
  (objectType Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67 EggType)
  (inReceptacle Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67 Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin)
  (objectAtLocation Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67 loc_bar_6_bar__minus_3_bar_0_bar_0)
  (pickupable Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67)
  (cleanable Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67)
  (heatable Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67)
  (coolable Egg_bar__plus_02_dot_36_bar__plus_02_dot_45_bar__minus_01_dot_67)
  (objectType Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96 ForkType)
  (inReceptacle Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96 CounterTop_bar__plus_00_dot_24_bar__plus_01_dot_61_bar__minus_01_dot_90)
  (objectAtLocation Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96 loc_bar_8_bar__minus_7_bar_1_bar_0)
  (pickupable Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96)
  (cleanable Fork_bar__minus_01_dot_51_bar__minus_01_dot_54_bar__plus_01_dot_96)
  (objectType Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38 AppleType)
  (inReceptacle Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38 GarbageCan_bar__minus_00_dot_59_bar__plus_00_dot_11_bar__plus_02_dot_25)
  (objectAtLocation Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38 loc_bar__minus_1_bar_5_bar_3_bar_30)
  (pickupable Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38)
  (cleanable Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38)
  (heatable Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38)
  (coolable Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38)
  (sliceable Apple_bar__plus_00_dot_50_bar__minus_00_dot_01_bar__minus_01_dot_38)
  (objectType Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95 PlateType)
  (inReceptacle Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95 Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin)
  (objectAtLocation Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95 loc_bar_6_bar__minus_3_bar_0_bar_0)
  (pickupable Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95)
  (cleanable Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95)
  (heatable Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95)
  (coolable Plate_bar__plus_00_dot_41_bar__plus_02_dot_01_bar__plus_01_dot_95)
  (objectType Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50 SpoonType)
  (inReceptacle Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50 Sink_bar__plus_00_dot_12_bar__plus_02_dot_49_bar__minus_01_dot_17_bar_SinkBasin)
  (objectAtLocation Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50 loc_bar_6_bar__minus_3_bar_0_bar_0)
  (pickupable Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50)
  (cleanable Spoon_bar__minus_00_dot_81_bar__plus_00_dot_65_bar__minus_01_dot_50)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PotatoType)
                    (receptacleType ?r SinkBasinType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
